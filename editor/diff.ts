/** One difference between two page JSONs: where (JSON pointer) and the value before and after. */
export interface Change {
  pointer: string;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The leaves that differ between two JSON values (the history's diff and the conflict after a stale save). Arrays
 * are compared by position: a block moved shows as the places whose content changed, which is what an editor sees.
 */
export function diffJson(before: unknown, after: unknown, at = ''): Change[] {
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) =>
      diffJson(
        (before as Record<string, unknown>)[k],
        (after as Record<string, unknown>)[k],
        `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      ),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ pointer: at || '/', before, after }];
}

/** A value as the diff shows it: absent, or its JSON, shortened. */
export function shown(value: unknown): string {
  if (value === undefined) return '(nada)';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
