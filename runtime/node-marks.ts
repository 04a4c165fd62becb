import { NODE_ID } from './node-ids';

/**
 * Editor previews only (issue 25, 1): a node's rendered HTML carries its page id as `data-node-id`, so a click in the
 * preview finds the node and the selected one can be outlined. The attribute goes on the node's own first element,
 * not on a wrapper: the page's CSS picks blocks by place (`.two-column__rail > :last-child`), and a wrapper would
 * make the preview lay out differently from the page readers get.
 */
export const NODE_ATTRIBUTE = 'data-node-id';

/** The first start tag, after any spaces and comments; elements without a box of their own cannot be the mark. */
const FIRST_TAG = /^(?:\s|<!--[\s\S]*?-->)*<([a-zA-Z][\w-]*)/;
const NO_BOX = new Set(['script', 'style', 'link', 'meta', 'template', 'noscript', 'title']);

/**
 * `html` with `id` on its first element; HTML that starts with text or a boxless element is wrapped in a
 * `display: contents` element instead. An id that is not a node id (a hand-written page) marks nothing.
 */
export function markNode(html: string, id: string | undefined): string {
  if (!id || !NODE_ID.test(id) || !html) return html;
  const first = FIRST_TAG.exec(html);
  if (first && !NO_BOX.has(first[1].toLowerCase()))
    return `${first[0]} ${NODE_ATTRIBUTE}="${id}"${html.slice(first[0].length)}`;
  return `<div ${NODE_ATTRIBUTE}="${id}" style="display:contents">${html}</div>`;
}
