/**
 * What no route of ours takes as input (issue 24, item 6): control characters (PostgreSQL refuses a NUL in text, so
 * it came back as a 500), the keys that reach an object's prototype, and JSON nested past any page or account body.
 */
export const MAX_JSON_DEPTH = 32;

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** C0 controls and DEL, anywhere in a path or query value. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same in a body's strings, where tab, line feed and carriage return are text (an article, an address). */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A request refused for its input: 400 with a Spanish message, before any handler sees it. */
export class BadInput extends Error {
  readonly status = 400;
  readonly expose = true;
  readonly code = 'INVALID_REQUEST';
}

export const isPrototypeKey = (key: string) => PROTOTYPE_KEYS.has(key);
export const hasControl = (text: string) => CONTROL.test(text);

/** Why a parsed body (JSON, a form, a text) is refused, or undefined when it is fine. */
export function bodyProblem(value: unknown): string | undefined {
  return walk(value, 0);
}

function walk(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string')
    return CONTROL_IN_TEXT.test(value) ? 'Los datos enviados tienen caracteres de control.' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  // The top object or array is level 1; the walk stops one level past the limit, so a deep body costs nothing.
  if (depth + 1 > MAX_JSON_DEPTH) return `Los datos enviados tienen más de ${MAX_JSON_DEPTH} niveles de anidación.`;
  if (Buffer.isBuffer(value)) return undefined;
  for (const key of Object.keys(value)) {
    if (isPrototypeKey(key)) return `Los datos enviados usan un nombre de campo no permitido (${key}).`;
    if (CONTROL_IN_TEXT.test(key)) return 'Los datos enviados tienen caracteres de control.';
    const problem = walk((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Why a path is refused: a segment that decodes to a control character, or does not decode at all. */
export function pathProblem(path: string): string | undefined {
  if (!path.includes('%')) return hasControl(path) ? CONTROL_IN_PATH : undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'La dirección tiene una codificación no válida.';
  }
  return hasControl(decoded) ? CONTROL_IN_PATH : undefined;
}
const CONTROL_IN_PATH = 'La dirección tiene caracteres de control.';

/** Why a parsed query (`simple` parser: strings or arrays of them) is refused. */
export function queryProblem(query: Record<string, unknown>): string | undefined {
  for (const key of Object.keys(query)) {
    if (isPrototypeKey(key)) return `La consulta usa un parámetro no permitido (${key}).`;
    const values = ([] as unknown[]).concat(query[key]);
    if (hasControl(key) || values.some((v) => typeof v === 'string' && hasControl(v)))
      return 'La consulta tiene caracteres de control.';
  }
  return undefined;
}
