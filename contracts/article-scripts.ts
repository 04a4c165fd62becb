import { z } from 'zod';
import { credited, type StoryDocument } from './ans';

/**
 * Spec 1, 7 (S1-208): third-party scripts some articles load: a partner's analytics on the articles credited to that
 * partner, a social network's pixel on one article, a video player on a few. The spec names neither the partners nor
 * the articles, so they are a site setting (decision 0101): each entry says what it loads and on which articles.
 */
export const ARTICLE_SCRIPT_KINDS = ['partner-analytics', 'social-pixel', 'video-player'] as const;

export const articleScript = z
  .object({
    kind: z.enum(ARTICLE_SCRIPT_KINDS).meta({ title: 'Tipo de script' }),
    src: z.url({ protocol: /^https$/ }).meta({ title: 'Dirección del script (https://)' }),
    storyIds: z
      .array(z.string().min(1))
      .default([])
      .meta({ title: 'Artículos (ids)', description: 'El script se carga en estos artículos' }),
    creditedTo: z.string().min(1).optional().meta({
      title: 'Socio',
      description: 'Y en los artículos firmados por este socio (autor o afiliación de los créditos)',
    }),
  })
  .strict();

export type ArticleScript = z.output<typeof articleScript>;

const creditNames = (story: Pick<StoryDocument, 'credits'>): string[] => [
  ...credited(story.credits?.by).map((c) => c.name),
  ...credited(story.credits?.affiliation).map((a) => a.name),
];

/** The scripts the site configures for this article, in the setting's order, each address once. */
export function articleScriptsFor(
  scripts: readonly ArticleScript[] | undefined,
  story: Pick<StoryDocument, '_id' | 'credits'> | undefined,
): ArticleScript[] {
  if (!story || !scripts?.length) return [];
  const names = new Set(creditNames(story).map((n) => n.trim().toLocaleLowerCase('es-CO')));
  const seen = new Set<string>();
  return scripts.filter((s) => {
    const credited = s.creditedTo !== undefined && names.has(s.creditedTo.trim().toLocaleLowerCase('es-CO'));
    if (!(s.storyIds.includes(story._id) || credited) || seen.has(s.src)) return false;
    seen.add(s.src);
    return true;
  });
}

/** The origins the page's Content-Security-Policy must allow for these scripts. */
export const articleScriptOrigins = (scripts: readonly ArticleScript[]): string[] => [
  ...new Set(scripts.map((s) => new URL(s.src).origin)),
];
