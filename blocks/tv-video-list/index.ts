import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { feedSize, section, title } from '../../runtime/fields';
import type { RenderContext } from '../../runtime/types';
import { CARD_FIELDS, toCardItems } from '../../ui/card-item';
import { DEFAULT_PROGRAMMES } from '../../contracts/tv-programmes';
import { isOwnTvPath, isTvSlug, titleFromSlug, tvSection } from '../tv-sections/tv-paths';
import { TvVideoList, type TvVideoListData } from './TvVideoList';

/** The TV section of the page: configured ('virales'), or the programme or category in the address. */
function sectionOf(configured: string | undefined, params: RenderContext['params']): string | null {
  if (configured) return configured;
  if (isTvSlug(params.programa)) return `programas/${params.programa}`;
  if (isTvSlug(params.categoria)) return `categorias/${params.categoria}`;
  return null;
}

function titleOf(section: string): string {
  const slug = section.split('/').pop() ?? section;
  return DEFAULT_PROGRAMMES.find((p) => p.slug === slug)?.title ?? titleFromSlug(slug);
}

export default defineBlock({
  name: 'tv-video-list',
  description: 'Lista de videos de una sección de TV',
  version: 1,
  config: z.object({
    section: section("Tras /{marca}-tv/, p. ej. 'virales'. Sin valor, el programa o la categoría de la dirección", {
      title: 'Sección de TV',
      pattern: /^[a-z0-9-]+(\/[a-z0-9-]+)?$/,
      reference: false,
    }),
    title: title('Sin valor, el nombre de la sección', 80),
    feedSize: feedSize({ default: 10, max: 50, title: 'Videos', description: 'Videos de la lista (1 a 50)' }),
  }),
  async fetch(config, ctx): Promise<TvVideoListData | null> {
    const section = sectionOf(config.section, ctx.params);
    if (!section || !isOwnTvPath(ctx)) return null;
    const list = await ctx.sources['content-apir-semanaTV-v2']({
      includeSections: tvSection(ctx.site.slug, section),
      feedSize: config.feedSize,
      sourceInclude: CARD_FIELDS,
    });
    return { title: config.title ?? titleOf(section), videos: toCardItems(list.content_elements) };
  },
  head: (_config, data, ctx) => ({ title: `${data.title} | ${ctx.site.name} TV`, canonical: ctx.path }),
  component: TvVideoList,
  interactive: false,
});
