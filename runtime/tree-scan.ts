/** A subtree this large (nodes visited) keeps its findings; smaller ones cost less to walk than to remember. */
const REMEMBER_FROM_NODES = 32;

type Found = { depth: number; values: readonly string[] };

/**
 * A walk over JSON-like data (block data, source answers) that collects the strings `pick` finds in it, down to `maxDepth` (the
 * top is depth 0; an array counts as a level).
 * Cached answers come back as the same objects on every request (an article's story, a list of 20 cards), so the
 * findings of each large subtree are remembered by identity and a later walk takes them without descending again.
 * The data must not change once walked: cached answers are shared between requests, so they never do.
 */
export function memoTreeScan(pick: (value: unknown) => string | undefined, maxDepth: number) {
  const remembered = new WeakMap<object, Found>();

  /** Adds what `value` holds to `out`; answers the nodes it visited (a remembered subtree counts as one). */
  const walk = (value: unknown, depth: number, out: string[]): number => {
    if (depth > maxDepth) return 0;
    const found = pick(value);
    if (found !== undefined) out.push(found);
    if (value === null || typeof value !== 'object') return 1;
    const known = remembered.get(value);
    // The same findings only from the same depth: the depth limit cuts a subtree seen lower down.
    if (known && known.depth === depth) {
      for (const v of known.values) out.push(v);
      return 1;
    }
    const start = out.length;
    let nodes = 1;
    if (Array.isArray(value)) for (const child of value) nodes += walk(child, depth + 1, out);
    else for (const key in value) nodes += walk((value as Record<string, unknown>)[key], depth + 1, out);
    if (nodes >= REMEMBER_FROM_NODES) remembered.set(value, { depth, values: out.slice(start) });
    return nodes;
  };

  return (value: unknown, into: Set<string>): void => {
    const out: string[] = [];
    walk(value, 0, out);
    for (const v of out) into.add(v);
  };
}
