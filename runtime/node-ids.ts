/**
 * Stable node ids (issue 25, item 2): every block and container of a page carries an `id` unique within its page,
 * so the editor's selection, undo and history diff follow a node wherever it moves. The renderer reads them only for
 * an editor's preview (runtime/node-marks.ts); readers' HTML never carries them.
 *
 * An id is 8 characters of [a-z0-9], starting with a letter (usable as is in a CSS selector or a DOM id).
 */
export const NODE_ID = /^[a-z][a-z0-9]{7}$/;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const CHARS = `${LETTERS}0123456789`;

/** A fresh random id, for a node the editor adds or copies. */
export function newNodeId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b, i) => (i === 0 ? LETTERS[b % 26] : CHARS[b % 36])).join('');
}

/** FNV-1a with murmur3's final mix, twice with different seeds: 8 characters from a string, in Node and browsers. */
function hashId(text: string): string {
  const hash = (seed: number) => {
    let h = seed;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  let a = hash(2166136261);
  let b = hash(0x9747b28c);
  let id = LETTERS[a % 26];
  a = Math.floor(a / 26);
  for (let i = 1; i < 8; i++) {
    const from = i < 5 ? a : b;
    id += CHARS[from % 36];
    if (i < 5) a = Math.floor(a / 36);
    else b = Math.floor(b / 36);
  }
  return id;
}

interface Walkable {
  id?: unknown;
  areas?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The page with an id on every node: ids that are well formed and not yet taken are kept; a missing, malformed or
 * repeated id is replaced. A replacement is derived from the page's id and the node's place (`/areas/main/2`), so the same
 * page without ids gets the same ids every time it is read (a file imported twice is unchanged, an old version's
 * diff against its next save matches node by node); a clash with a kept id falls back to a salted hash.
 * Returns the same object when nothing changed; never changes its argument.
 */
export function withNodeIds<P extends Walkable>(page: P): P {
  if (!isRecord(page.areas)) return page;
  const taken = new Set<string>();
  // First pass: the ids to keep (first holder wins), so a derived id never takes an id a later node already has.
  const keep = new Set<unknown>();
  const collect = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const n of nodes) {
      if (!isRecord(n)) continue;
      if (typeof n.id === 'string' && NODE_ID.test(n.id) && !taken.has(n.id)) {
        taken.add(n.id);
        keep.add(n);
      }
      if (isRecord(n.children)) Object.values(n.children).forEach(collect);
    }
  };
  Object.values(page.areas).forEach(collect);

  let changed = false;
  const fresh = (pointer: string) => {
    const place = `${String(page.id)}${pointer}`;
    let id = hashId(place);
    for (let salt = 1; taken.has(id); salt++) id = hashId(`${place}#${salt}`);
    taken.add(id);
    return id;
  };
  const list = (nodes: unknown, pointer: string): unknown => {
    if (!Array.isArray(nodes)) return nodes;
    let same = true;
    const out = nodes.map((n, i) => {
      const next = node(n, `${pointer}/${i}`);
      if (next !== n) same = false;
      return next;
    });
    return same ? nodes : out;
  };
  const node = (n: unknown, pointer: string): unknown => {
    if (!isRecord(n)) return n;
    let next: Record<string, unknown> = n;
    if (!keep.has(n)) {
      // The id first, as the files write it.
      const { id: _old, ...rest } = n;
      next = { id: fresh(pointer), ...rest };
      changed = true;
    }
    if (isRecord(n.children)) {
      const children = Object.fromEntries(
        Object.entries(n.children).map(([slot, kids]) => [slot, list(kids, `${pointer}/children/${slot}`)]),
      );
      if (Object.entries(children).some(([slot, kids]) => kids !== (n.children as Record<string, unknown>)[slot]))
        next = { ...next, children };
    }
    return next;
  };
  const areas = Object.fromEntries(
    Object.entries(page.areas).map(([area, nodes]) => [area, list(nodes, `/areas/${area}`)]),
  );
  return changed ? { ...page, areas } : page;
}

/** A node and everything in it with new random ids (a duplicated block or container). */
export function withFreshIds<N>(node: N): N {
  if (!isRecord(node)) return node;
  const copy: Record<string, unknown> = { ...node, id: newNodeId() };
  if (isRecord(node.children))
    copy.children = Object.fromEntries(
      Object.entries(node.children).map(([slot, kids]) => [slot, Array.isArray(kids) ? kids.map(withFreshIds) : kids]),
    );
  return copy as N;
}
