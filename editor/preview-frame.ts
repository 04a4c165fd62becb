import { Idiomorph } from 'idiomorph';

/**
 * The editor's side of the preview frame (issue 25, 1). The frame is an `about:srcdoc` document of the editor's own
 * origin, so the editor reaches into it directly (its document, its listeners) instead of posting messages: no
 * script of ours has to run inside the frame (the page's own scripts may fail or be blocked there, and a message
 * bridge would have to be injected into every render and kept through every patch), and a patch, the outline and a
 * click are each one synchronous step the editor can test.
 */

/** Elements the editor adds to the frame: kept through every patch. */
const OURS = 'data-editor';
/** On the selected node's element; the frame's CSS below draws its outline. */
const SELECTED = 'data-editor-selected';
const NODE = 'data-node-id';

// An island's element and its root take no box (display: contents): its outline goes on the root's children.
const FRAME_CSS = `
[${NODE}] { cursor: pointer; }
[${NODE}]:hover:not(:has([${NODE}]:hover)) { outline: 2px dashed #2563eb; outline-offset: -2px; }
[${SELECTED}], news-island[${SELECTED}] > [data-island-root] > * {
  outline: 3px solid #2563eb !important; outline-offset: -3px;
}`;

const isOurs = (node: Node) => node.nodeType === 1 && (node as Element).hasAttribute(OURS);

/**
 * Makes a loaded frame document the editor's workspace: links and forms neither navigate nor submit, and with
 * `onSelect` (not in a read-only preview) a click on a node selects it, with the outline's CSS. Returns the way to
 * undo it.
 */
export function installFrame(doc: Document, onSelect?: (id: string) => void): () => void {
  if (onSelect && !doc.head.querySelector(`style[${OURS}]`)) {
    const style = doc.createElement('style');
    style.setAttribute(OURS, '');
    style.textContent = FRAME_CSS;
    doc.head.append(style);
  }
  // Captured before the page's own handlers: the frame stays on the page being edited, whatever was clicked.
  const click = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    if (typeof target?.closest !== 'function') return;
    if (target.closest('a[href], area[href]')) event.preventDefault();
    const node = event.type === 'click' ? target.closest(`[${NODE}]`) : null;
    if (node) onSelect?.(node.getAttribute(NODE)!);
  };
  const submit = (event: Event) => event.preventDefault();
  doc.addEventListener('click', click, true);
  doc.addEventListener('auxclick', click, true);
  doc.addEventListener('submit', submit, true);
  return () => {
    doc.removeEventListener('click', click, true);
    doc.removeEventListener('auxclick', click, true);
    doc.removeEventListener('submit', submit, true);
  };
}

/** An island whose props are unchanged keeps its hydrated DOM: morphing it would pull it from under React. */
function sameIsland(old: Element, next: Node): boolean {
  if (old.localName !== 'news-island' || next.nodeType !== 1) return false;
  const props = (el: Element) => el.querySelector(':scope > script[type="application/json"]')?.textContent;
  return props(old) === props(next as Element);
}

/**
 * Patches the frame's document into a new render of the page: the DOM is morphed in place, so its scroll position,
 * the editor's outline and every unchanged node (hydrated islands among them) stay; stylesheets a new block needs are
 * added to the head.
 */
export function patchFrame(doc: Document, html: string): void {
  const next = new DOMParser().parseFromString(html, 'text/html');
  Idiomorph.morph(doc.documentElement, next.documentElement, {
    head: { style: 'merge', shouldPreserve: isOurs },
    callbacks: {
      beforeNodeRemoved: (node) => !isOurs(node),
      beforeNodeMorphed: (old, node) => !sameIsland(old, node),
      beforeAttributeUpdated: (name) => name !== SELECTED,
    },
  });
}

/** The box a node's element draws, a `display: contents` one's included (its children's boxes). */
function boxOf(el: Element): DOMRect {
  const range = el.ownerDocument.createRange();
  range.selectNode(el);
  return range.getBoundingClientRect();
}

/** Room left above a node scrolled to: the page's sticky header covers the top of the frame. */
const HEADER_ROOM = 80;

/**
 * Outlines the node `id` (none: no outline) and, with `scroll`, brings it into view unless some of it already is.
 * Returns whether the node is in the frame (a hidden block renders nothing).
 */
export function showSelected(doc: Document, id: string | undefined, scroll: boolean): boolean {
  for (const el of doc.querySelectorAll(`[${SELECTED}]`))
    if (el.getAttribute(NODE) !== id) el.removeAttribute(SELECTED);
  const el = id && /^[\w-]+$/.test(id) ? doc.querySelector(`[${NODE}="${id}"]`) : null;
  if (!el) return false;
  el.setAttribute(SELECTED, '');
  const view = doc.defaultView;
  if (!scroll || !view) return true;
  const box = boxOf(el);
  if (box.bottom <= HEADER_ROOM || box.top >= view.innerHeight)
    view.scrollTo({ top: view.scrollY + box.top - HEADER_ROOM, behavior: 'smooth' });
  return true;
}
