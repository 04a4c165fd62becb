// A block's config fields as Storybook reads them, from the generated page schema the editor also reads
// (editor/catalogue.ts): one control per field, and the words its docs page prints.
import type { ArgTypes } from '@storybook/react-vite';
import { blockEntry, type BlockEntry, type FieldSchema } from '../editor/catalogue';
import { siteFixture } from '../fixtures/site';

/** The block a stories file shows, from its path (`./blocks/<name>/…`). */
export function blockOfFile(fileName: unknown): BlockEntry | undefined {
  const name = typeof fileName === 'string' ? /(?:^|\/)blocks\/([^/]+)\//.exec(fileName)?.[1] : undefined;
  return name ? blockEntry(name) : undefined;
}

export const fieldsOf = (entry: BlockEntry): [string, FieldSchema][] => Object.entries(entry.config.properties ?? {});

/** A field's one type: optional fields are written as a union with nothing in some schemas. */
function plain(field: FieldSchema): FieldSchema {
  return field.anyOf?.find((f) => f.type !== 'null') ?? field;
}

/** The demo's sections (the default site's menu) and collections (the ones the seed and the stories fill). */
const DEMO_SECTIONS = [
  ...new Set(
    [...siteFixture().navigation.main, ...siteFixture().navigation.more]
      .map((item) => /^\/([a-z0-9-]+)\/$/.exec(item.link)?.[1])
      .filter((slug): slug is string => Boolean(slug)),
  ),
].map((slug) => `/${slug}`);
const DEMO_COLLECTIONS = ['portada', 'ultimas-noticias', 'galerias'];

/** One control per field: numbers within their limits, enums and content references as selects. */
export function fieldArgTypes(entry: BlockEntry): ArgTypes {
  const argTypes: ArgTypes = {};
  for (const [key, schema] of fieldsOf(entry)) {
    const field = plain(schema);
    const table = { category: 'Configuración', type: { summary: typeText(schema) } };
    const base = { name: key, description: [field.title, field.description].filter(Boolean).join(': '), table };
    if (field.enum) argTypes[key] = { ...base, options: field.enum, control: { type: 'select' } };
    else if (field.reference)
      argTypes[key] = {
        ...base,
        options: ['', ...(field.reference === 'section' ? DEMO_SECTIONS : DEMO_COLLECTIONS)],
        control: { type: 'select' },
      };
    else if (field.type === 'integer' || field.type === 'number') {
      const step = field.type === 'integer' ? 1 : undefined;
      const bounded =
        field.minimum !== undefined && field.maximum !== undefined && field.maximum - field.minimum <= 100;
      argTypes[key] = {
        ...base,
        control: { type: bounded ? 'range' : 'number', min: field.minimum, max: field.maximum, step },
      };
    } else if (field.type === 'boolean') argTypes[key] = { ...base, control: { type: 'boolean' } };
    else if (field.type === 'string') argTypes[key] = { ...base, control: { type: 'text' } };
    else argTypes[key] = { ...base, control: { type: 'object' } };
  }
  return argTypes;
}

/** A value the editor would refuse is brought within the field's limits, as the form's own check would ask. */
export function withinLimits(schema: FieldSchema, value: unknown): unknown {
  const field = plain(schema);
  if (typeof value !== 'number') return value === '' ? undefined : value;
  const low = field.minimum ?? -Infinity;
  const high = field.maximum ?? Infinity;
  return Math.min(high, Math.max(low, value));
}

/** The type as the docs table writes it: enum values, or the type with its limits. */
export function typeText(schema: FieldSchema): string {
  const field = plain(schema);
  if (field.enum) return field.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (field.reference) return field.reference === 'section' ? 'sección' : 'colección';
  const type = Array.isArray(field.type) ? field.type.join(' | ') : (field.type ?? 'valor');
  if (type === 'array') return `${field.items ? typeText(field.items) : 'valor'}[]`;
  return type;
}

/** The limits of a field in words: «1 a 10», «hasta 80 caracteres», «entre 1 y 6 elementos». */
export function limitsText(schema: FieldSchema): string {
  const field = plain(schema);
  const range = (low?: number, high?: number, unit = '') =>
    low !== undefined && high !== undefined
      ? `${low} a ${high}${unit}`
      : low !== undefined
        ? `desde ${low}${unit}`
        : high !== undefined
          ? `hasta ${high}${unit}`
          : '';
  return [
    range(field.minimum, field.maximum),
    field.minLength === 1 && field.maxLength === undefined
      ? 'no vacío'
      : range(field.minLength, field.maxLength, ' caracteres'),
    range(field.minItems, field.maxItems, ' elementos'),
    field.pattern ? `formato ${field.pattern}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}
