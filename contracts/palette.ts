import { z } from 'zod';
import { layoutChrome } from './layout-chrome';

/**
 * The palette per site (issue 26, item 8): which blocks and collections each site's editors are offered. Contract layer: the site
 * schema, the server's save check and the editor's palette read the same lists.
 */

/** The catalogue's families (editor/catalogue.ts FAMILIES, schema/catalogue-manifest.ts), `other` for the rest. */
export const PALETTE_FAMILIES = [
  'load-more',
  'carousel',
  'galleries',
  'tv-video',
  'opinion',
  'forums',
  'page',
  'furniture',
  'utility',
  'other',
] as const;
export type PaletteFamily = (typeof PALETTE_FAMILIES)[number];

/**
 * Blocks for developers: they run the editor's own HTML, send readers elsewhere or show a reader's stored data. Offered
 * to admins only, whatever the site says.
 */
export const DEVELOPER_BLOCKS = ['debug-page', 'raw-html', 'html-embed', 'redirect'] as const;

/** The layouts' header and footer blocks (contracts/layout-chrome.ts): a layout places them, never an editor. */
export const CHROME_BLOCKS: readonly string[] = [
  ...new Set(Object.values(layoutChrome).flatMap((areas) => Object.values(areas).map((c) => c.block))),
];

/** Offered to admins only (a non-admin's save that adds one answers 422). */
export const ADMIN_ONLY_BLOCKS: ReadonlySet<string> = new Set([...DEVELOPER_BLOCKS, ...CHROME_BLOCKS]);

/**
 * `palette` in sites/*.json: the families offered (all when absent), blocks of those families left out, and the
 * collections the blocks' pickers offer (all when absent).
 */
export const paletteSettings = z
  .object({
    families: z.array(z.enum(PALETTE_FAMILIES)).optional().meta({
      title: 'Familias ofrecidas',
      description: 'Familias del catálogo que la paleta ofrece; sin ellas, todas',
    }),
    withoutBlocks: z
      .array(z.string().regex(/^[a-z0-9-]+$/))
      .default([])
      .meta({ title: 'Bloques no ofrecidos', description: 'Bloques de las familias ofrecidas que este sitio no usa' }),
    collections: z
      .array(z.string().regex(/^[a-z0-9-]+$/))
      .optional()
      .meta({
        title: 'Colecciones ofrecidas',
        description: 'Colecciones del sitio que ofrecen los selectores de los bloques; sin ellas, todas',
      }),
  })
  .strict()
  .meta({ title: 'Paleta del editor', description: 'Qué bloques se ofrecen a los editores del sitio' });
export type PaletteSettings = z.output<typeof paletteSettings>;

/** Whether a block of `family` is offered on a site with these settings to someone who is (not) an admin. */
export function offered(block: string, family: string, settings: PaletteSettings | undefined, admin: boolean) {
  if (admin) return true;
  if (ADMIN_ONLY_BLOCKS.has(block)) return false;
  if (settings?.withoutBlocks.includes(block)) return false;
  return !settings?.families || (settings.families as readonly string[]).includes(family);
}
