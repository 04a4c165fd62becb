import type { FieldSchema } from '../catalogue';
import { SchemaField, type SchemaFieldProps } from './SchemaForm';

/** An item the list adds: the item schema's default, else an empty object or text. */
const blank = (schema: FieldSchema | undefined): unknown =>
  schema?.default !== undefined ? structuredClone(schema.default) : [schema?.type].flat()[0] === 'object' ? {} : '';

/** A list (`labels`, `hashtags`): each item with its own fields, added, removed and moved up. */
export function ListField({ id, pointer, schema, value, errors, onChange }: SchemaFieldProps) {
  const items = Array.isArray(value) ? value : [];
  const set = (next: unknown[]) => onChange(next);
  return (
    <fieldset id={id} className="ed-list">
      {items.map((item, i) => (
        <div key={i} className="ed-list__item">
          <SchemaField
            id={`${id}-${i}`}
            pointer={`${pointer}/${i}`}
            schema={schema.items ?? {}}
            value={item}
            errors={errors}
            onChange={(v) => set(items.map((old, j) => (j === i ? v : old)))}
          />
          {errors[`${pointer}/${i}`] && <span className="ed-error">{errors[`${pointer}/${i}`]}</span>}
          <button
            type="button"
            disabled={i === 0}
            onClick={() => set([...items.slice(0, i - 1), item, items[i - 1], ...items.slice(i + 1)])}
          >
            Subir
          </button>
          <button type="button" onClick={() => set(items.filter((_, j) => j !== i))}>
            Quitar
          </button>
        </div>
      ))}
      <button type="button" onClick={() => set([...items, blank(schema.items)])}>
        Añadir elemento
      </button>
    </fieldset>
  );
}

/** A key-value map (`autorIds`, `categorias`): rows of key and value, in the order they were written. */
export function MapField({ id, pointer, schema, value, errors, onChange }: SchemaFieldProps) {
  const entries = Object.entries((value ?? {}) as Record<string, unknown>);
  const set = (next: [string, unknown][]) => onChange(next.length ? Object.fromEntries(next) : undefined);
  const valueSchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  return (
    <fieldset id={id} className="ed-list">
      {entries.map(([key, v], i) => (
        <div key={i} className="ed-list__item">
          <input
            aria-label="Clave"
            value={key}
            onChange={(e) => set(entries.map((old, j) => (j === i ? [e.target.value, old[1]] : old)))}
          />
          <SchemaField
            id={`${id}-${i}`}
            pointer={`${pointer}/${key}`}
            schema={valueSchema}
            value={v}
            errors={errors}
            onChange={(nv) => set(entries.map((old, j) => (j === i ? [old[0], nv] : old)))}
          />
          <button type="button" onClick={() => set(entries.filter((_, j) => j !== i))}>
            Quitar
          </button>
        </div>
      ))}
      <button type="button" onClick={() => set([...entries, [String(entries.length + 1), '']])}>
        Añadir elemento
      </button>
    </fieldset>
  );
}
