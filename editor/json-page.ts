import { say } from './messages';
import type { PageDoc } from './types';

/**
 * What 'Aplicar el JSON' makes of the typed text: the page to apply, or the problem to show (in Spanish). Kept apart
 * from the CodeMirror view so it is checked without a browser.
 */
export function readPageJson(text: string, pageId: string): { page: PageDoc } | { problem: string } {
  let next: unknown;
  try {
    next = JSON.parse(text);
  } catch (e) {
    return { problem: say.invalidJson((e as Error).message) };
  }
  if (!next || typeof next !== 'object' || Array.isArray(next) || !('areas' in next))
    return { problem: 'El JSON debe ser una página: un objeto con id, route, layout y areas.' };
  if ((next as PageDoc).id !== pageId) return { problem: `El id de la página debe seguir siendo ${pageId}.` };
  return { page: next as PageDoc };
}
