import type { RenderContext } from './types';

/**
 * `htmlCache` for a block of a story template whose HTML is a function of the story, its config, the site and the
 * request minute (its fetch reads the story and the site's lists, which change only when content does: the block
 * cache is dropped then, server/render/block-html-cache.ts). Never for a reader's own page or an editor's preview.
 */
export function perStory(_config: unknown, _data: unknown, ctx: RenderContext): string | null {
  if (ctx.reader || ctx.preview || !ctx.contentId) return null;
  return `${ctx.contentId}|${ctx.now}|${ctx.origin ?? ''}|${ctx.path}`;
}
