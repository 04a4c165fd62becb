import { z } from 'zod';

// The answers of Arc's site and author services as we read them (issue 27, item 4): checked with zod, so a shape we
// cannot read fails like an error and the block degrades.

export const navigationNode = z.looseObject({
  _id: z.string(),
  name: z.string().optional(),
  display_name: z.string().optional(),
  url: z.string().optional(),
  node_type: z.string().optional(),
  inactive: z.boolean().optional(),
  navigation: z.looseObject({ nav_title: z.string().optional() }).optional(),
});
export const navigationAnswer = navigationNode.extend({ children: z.array(navigationNode).default([]) });

export const sectionAnswer = z.looseObject({
  _id: z.string(),
  name: z.string().optional(),
  inactive: z.boolean().optional(),
  navigation: z.looseObject({ nav_title: z.string().optional() }).optional(),
  site: z.looseObject({ site_title: z.string().nullish(), site_description: z.string().nullish() }).nullish(),
});

export const authorAnswer = z.looseObject({
  authors: z
    .array(
      z.looseObject({
        _id: z.string(),
        slug: z.string().optional(),
        byline: z.string().optional(),
        firstName: z.string().optional(),
        lastName: z.string().optional(),
        bio: z.string().optional(),
        bio_page: z.string().optional(),
        image: z.string().optional(),
      }),
    )
    .default([]),
});

/** An answer of the site or author service in a shape we cannot read fails like an error (the block degrades). */
export function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`Arc ${what} answer unreadable: ${result.error.issues[0]?.message}`);
  return result.data;
}

/**
 * The section `id` in the site service's answer: the section itself, or (should the service answer its list form)
 * the entry with that id in an array or `q_results`.
 */
export function oneSection(raw: unknown, id: string): unknown {
  const list = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object' && Array.isArray((raw as { q_results?: unknown }).q_results)
      ? (raw as { q_results: unknown[] }).q_results
      : undefined;
  if (!list) return raw ?? null;
  return list.find((s) => s && typeof s === 'object' && (s as { _id?: unknown })._id === id) ?? null;
}

export const nodeName = (n: z.output<typeof navigationNode>) =>
  n.navigation?.nav_title ?? n.name ?? n.display_name ?? n._id;
