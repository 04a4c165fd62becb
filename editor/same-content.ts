/**
 * Whether two JSON values say the same thing: as the server stores them, so a key whose value is `undefined` counts
 * as absent and the order of an object's keys does not matter. "Unsaved" is this against the last saved page
 * (issue 25, 3), so undoing back to the saved page reads as clean.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameContent(item, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = (r: Record<string, unknown>) => Object.keys(r).filter((k) => r[k] !== undefined);
  const ka = keys(ra);
  return ka.length === keys(rb).length && ka.every((k) => k in rb && sameContent(ra[k], rb[k]));
}

/**
 * The pointer of the one config field an edit changed (`/areas/main/0/config/title`), or undefined when it changed
 * none or several: only then are consecutive edits one undo step.
 */
export function changedField(
  nodePointer: string | undefined,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): string | undefined {
  if (nodePointer === undefined) return undefined;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  const changed = [...keys].filter((k) => !sameContent(before?.[k], after[k]));
  return changed.length === 1 ? `${nodePointer}/config/${changed[0]}` : undefined;
}
