import { z } from 'zod';
import { sanitizeRawHtml } from './sanitize-embed';

/** The HTML an editor pastes into a block (raw HTML, the embed's HTML mode): sanitised before it reaches a page. */
export const editorHtml = (description: string) =>
  z.string().max(50_000).optional().meta({ title: 'HTML', description });

/**
 * The editor's HTML as the page may show it: structure, links, pictures and frames of the allowed embed hosts; no
 * scripts, styles or event attributes. Null when nothing is left, so the block renders nothing.
 */
export function sanitizedHtml(html: string | undefined): { html: string } | null {
  const clean = html ? sanitizeRawHtml(html).trim() : '';
  return clean ? { html: clean } : null;
}
