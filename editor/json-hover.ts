import type { FoundCursorData } from 'codemirror-json-schema';
import type { FieldSchema } from './catalogue';
import { valueLabel } from './labels';
import { typeName } from './messages';

/** A value as typed, with its Spanish name when it has one: `White` (Blanco). */
const named = (v: unknown) =>
  valueLabel(v) === String(v) ? `\`${String(v)}\`` : `\`${String(v)}\` (${valueLabel(v)})`;

/**
 * The JSON view's hover in Spanish: the field's title and description, and what it takes. codemirror-json-schema's
 * own hover says `enum`, `string`, `oneOf: … or …` in English (its getHoverTexts option lets us word it).
 */
export function spanishHover({ schema }: FoundCursorData): { message: string; typeInfo: string } {
  const field = schema as FieldSchema & { oneOf?: unknown[] };
  const { title, description } = field;
  const message = title && description && description !== title ? `${title}: ${description}` : (title ?? description);
  const types = field.type === undefined ? [] : [field.type].flat();
  const takes = field.enum
    ? `uno de ${field.enum.map(named).join(', ')}`
    : types.length
      ? types.map(typeName).join(' o ')
      : field.oneOf || field.anyOf
        ? 'uno de varios tipos'
        : '';
  const pattern = field.pattern ? ` con el patrón \`${field.pattern}\`` : '';
  return { message: message ?? '', typeInfo: takes + pattern };
}
