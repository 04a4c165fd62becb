/**
 * Validation messages in Spanish, one wording for the whole editor. `npm run validate` words its problems as ajv
 * does, in English (schema/validate.ts); the server's 422 (server/editor/page-validation.ts) and the editor's own
 * check as the editor types (validate.ts) both word them here, so a refused value says the same thing before and
 * after a save.
 */
import { SAFE_LINK_MESSAGE, SAFE_LINK_PATTERN } from '../runtime/safe-link';

const list = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

const TYPES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
};

/** A JSON Schema type in words: `string` → «un texto». */
export const typeName = (type: string): string => TYPES[type] ?? type;

export const say = {
  max: (n: number | string) => `debe ser como máximo ${n}`,
  min: (n: number | string) => `debe ser como mínimo ${n}`,
  maxLength: (n: number | string) => `debe tener como máximo ${n} caracteres`,
  minLength: (n: number | string) => (Number(n) === 1 ? 'no puede estar vacío' : `debe tener al menos ${n} caracteres`),
  maxItems: (n: number | string) => `debe tener como máximo ${n} elementos`,
  minItems: (n: number | string) => `debe tener al menos ${n} elementos`,
  // The link rule's pattern says nothing to an editor: its own words instead.
  pattern: (p: string) => (p === SAFE_LINK_PATTERN.source ? SAFE_LINK_MESSAGE : `debe seguir el patrón ${p}`),
  oneOf: (values: unknown[]) => `debe ser uno de ${list(values)}`,
  type: (type: string) => `debe ser ${typeName(type)}`,
  required: () => 'es obligatorio',
  unknownField: () => 'no es un campo conocido',
  unknownBlock: () => 'no es un bloque conocido',
  /** Text that is not JSON, with the parser's own detail (the browser's words). */
  invalidJson: (detail: string) => `JSON no válido: ${detail}`,
};

/** path-to-regexp's reason (contracts/route-pattern.ts) in Spanish; positions counted from 1, as a person counts. */
function routeReason(reason: string): string {
  const unexpected = /^Unexpected (.+) at index (\d+)$/.exec(reason);
  if (unexpected)
    return `el carácter "${unexpected[1]}" de la posición ${Number(unexpected[2]) + 1} tiene un significado especial (escríbelo \\${unexpected[1]} o quítalo)`;
  const unnamed = /^Missing parameter name at index (\d+)$/.exec(reason);
  if (unnamed) return `falta el nombre del parámetro en la posición ${unnamed[1]} (por ejemplo :seccion o *resto)`;
  if (/^Unexpected end/.test(reason)) return 'falta cerrar con "}" la parte opcional';
  return reason;
}

const rules: [RegExp, (...m: string[]) => string][] = [
  [/^must be <= (.+)$/, (n) => say.max(n)],
  [/^must be >= (.+)$/, (n) => say.min(n)],
  [/^must be < (.+)$/, (n) => `debe ser menor que ${n}`],
  [/^must be > (.+)$/, (n) => `debe ser mayor que ${n}`],
  [/^must NOT have fewer than (\d+) characters$/, (n) => say.minLength(n)],
  [/^must NOT have more than (\d+) characters$/, (n) => say.maxLength(n)],
  [/^must NOT have fewer than (\d+) items$/, (n) => say.minItems(n)],
  [/^must NOT have more than (\d+) items$/, (n) => say.maxItems(n)],
  [/^must be (string|integer|number|boolean|object|array|null)$/, (t) => say.type(t)],
  [/^must match pattern "(.+)"$/, (p) => say.pattern(p)],
  [/^must match format "(.+)"$/, (f) => `debe tener el formato ${f}`],
  [/^must be one of (.+)$/, (v) => `debe ser uno de ${v}`],
  [/^must be equal to one of the allowed values$/, () => 'debe ser uno de los valores permitidos'],
  [/^must be equal to constant$/, () => 'debe ser el valor fijo del campo'],
  [/^is required$/, () => say.required()],
  [/^is not a known field$/, () => say.unknownField()],
  [/^is an unknown block$/, () => say.unknownBlock()],
  [
    /^must be true: an unpublished block/,
    () => 'debe ser true: un bloque sin publicar no se muestra (publícalo o quítalo)',
  ],
  [
    /^comes from the layout: .* in meta\.(\w+)$/,
    (k) => `lo pone el diseño: quítalo y ajusta sus opciones en meta.${k}`,
  ],
  [/^"(.+)" is not a known section of (.+)$/, (v, s) => `"${v}" no es una sección conocida de ${s}`],
  [/^"(.+)" is not a known collection of (.+)$/, (v, s) => `"${v}" no es una colección conocida de ${s}`],
  [/^is not a valid route pattern \((.+)\)$/, (r) => `no es un patrón de ruta válido: ${routeReason(r)}`],
  [/^(.+) is already the route of page-configs\/(.+)$/, (r, f) => `${r} ya es la ruta de ${f}`],
];

/** validate's English message in Spanish; a message it does not know is shown as written. */
export function es(message: string): string {
  for (const [pattern, word] of rules) {
    const m = pattern.exec(message);
    if (m) return word(...m.slice(1));
  }
  return message;
}
