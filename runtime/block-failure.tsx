import { renderToString } from 'react-dom/server';
import { NodeProblemBox } from './NodeProblemBox';
import { oneByteHtml } from './one-byte-html';
import type { PreparedBlock } from './prepare-page';
import type { RenderContext } from './types';

/**
 * What stands where a block's component threw: nothing in production (readers get the page without it), outside
 * production a problem box as for a bad config node, so whoever composes the page sees which block and why.
 */
export function blockFailureHtml(block: PreparedBlock, error: Error, ctx: Pick<RenderContext, 'production'>): string {
  if (ctx.production) return '';
  const problem = { pointer: block.pointer, block: block.def.name, message: `no se pudo mostrar: ${error.message}` };
  return oneByteHtml(renderToString(<NodeProblemBox problem={problem} title="Bloque con error" />));
}
