/**
 * Validation messages in Spanish. `npm run validate` (and so the server's 422 answer) words its problems as ajv
 * does, in English (schema/validate.ts); the editor shows them in Spanish: `es(message)` rewords those it knows,
 * and the editor's own check (validate.ts) words its problems with the same functions, so both say the same.
 */
const list = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

export const say = {
  max: (n: number | string) => `debe ser menor o igual a ${n}`,
  min: (n: number | string) => `debe ser mayor o igual a ${n}`,
  maxLength: (n: number | string) => `no debe tener más de ${n} caracteres`,
  minLength: (n: number | string) => (Number(n) === 1 ? 'no puede estar vacío' : `debe tener al menos ${n} caracteres`),
  maxItems: (n: number | string) => `no debe tener más de ${n} elementos`,
  minItems: (n: number | string) => `debe tener al menos ${n} elementos`,
  pattern: () => 'no tiene el formato esperado',
  oneOf: (values: unknown[]) => `debe ser uno de ${list(values)}`,
  type: (type: string) =>
    ({
      integer: 'debe ser un número entero',
      number: 'debe ser un número',
      string: 'debe ser un texto',
      boolean: 'debe ser sí o no',
      array: 'debe ser una lista',
      object: 'debe ser un objeto',
    })[type] ?? `debe ser de tipo ${type}`,
  required: () => 'es obligatorio',
  unknownField: () => 'no es un campo conocido',
  unknownBlock: () => 'es un bloque desconocido',
};

const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^must be <= (.+)$/, (m) => say.max(m[1])],
  [/^must be >= (.+)$/, (m) => say.min(m[1])],
  [/^must NOT have more than (\d+) characters$/, (m) => say.maxLength(m[1])],
  [/^must NOT have fewer than (\d+) characters$/, (m) => say.minLength(m[1])],
  [/^must NOT have more than (\d+) items$/, (m) => say.maxItems(m[1])],
  [/^must NOT have fewer than (\d+) items$/, (m) => say.minItems(m[1])],
  [/^must match pattern /, () => say.pattern()],
  [/^must be one of (.+)$/, (m) => `debe ser uno de ${m[1]}`],
  [/^must be (integer|number|string|boolean|array|object)$/, (m) => say.type(m[1])],
  [/^is required$/, () => say.required()],
  [/^is not a known field$/, () => say.unknownField()],
  [/^is an unknown block$/, () => say.unknownBlock()],
];

/** validate's English message in Spanish; a message it does not know is shown as the server wrote it. */
export function es(message: string): string {
  for (const [re, word] of rules) {
    const m = message.match(re);
    if (m) return word(m);
  }
  return message;
}
