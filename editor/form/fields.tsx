import type { FieldSchema } from '../catalogue';
import { valueLabel } from '../labels';

/** What every field gets: its schema, value and problem, and how to change it (undefined removes the key). */
export interface FieldProps {
  id: string;
  schema: FieldSchema;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  /** The other fields of the same object, defaults filled in: a collection's preview counts with feedSize. */
  siblings?: Record<string, unknown>;
}

const describedBy = (id: string, error?: string) => (error ? `${id}-error` : `${id}-help`);

export function TextField({ id, schema, value, error, onChange, list }: FieldProps & { list?: string }) {
  return (
    <input
      id={id}
      type="text"
      list={list}
      value={typeof value === 'string' ? value : ''}
      placeholder={typeof schema.default === 'string' ? schema.default : undefined}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(id, error)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

/** Numbers keep what was typed, even out of range: the check beside says why it is refused, the value stays. */
export function NumberField({ id, schema, value, error, onChange }: FieldProps) {
  return (
    <input
      id={id}
      type="number"
      value={typeof value === 'number' ? value : ''}
      min={schema.minimum}
      max={schema.maximum}
      step={schema.type === 'integer' ? 1 : 'any'}
      placeholder={typeof schema.default === 'number' ? String(schema.default) : undefined}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(id, error)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
    />
  );
}

export function BooleanField({ id, schema, value, onChange }: FieldProps) {
  const checked = typeof value === 'boolean' ? value : schema.default === true;
  return (
    <input
      id={id}
      type="checkbox"
      checked={checked}
      aria-describedby={`${id}-help`}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

export function EnumField({ id, schema, value, error, onChange }: FieldProps) {
  const values = (schema.enum ?? []).map(String);
  return (
    <select
      id={id}
      value={value === undefined ? '' : String(value)}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(id, error)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    >
      <option value="">
        {schema.default !== undefined ? `(por defecto: ${valueLabel(schema.default)})` : '(ninguno)'}
      </option>
      {values.map((v) => (
        <option key={v} value={v}>
          {valueLabel(v)}
        </option>
      ))}
    </select>
  );
}
