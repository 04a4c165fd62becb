import type { FieldSchema } from '../catalogue';
import { BooleanField, EnumField, NumberField, TextField, type FieldProps } from './fields';
import { AuthorPicker, AuthorsPicker } from './AuthorPicker';
import { CollectionPicker } from './CollectionPicker';
import { SectionPicker } from './SectionPicker';
import { StoryPicker } from './StoryPicker';
import '../styles/pickers.css';
import { ListField, MapField } from './collections';

/** Problems by JSON pointer relative to the form's value (`/feedSize`, `/labels/0/text`). */
export type Errors = Record<string, string>;

export interface SchemaFieldProps {
  id: string;
  pointer: string;
  schema: FieldSchema;
  value: unknown;
  errors: Errors;
  onChange: (value: unknown) => void;
  /** The field's key in its object: spec 3, 3's names say which fields take a story or authors. */
  name?: string;
  siblings?: Record<string, unknown>;
}

/** Spec 3, 3 fields that name content the schema has no reference kind for: picked by headline or by name. */
const PICKED_BY_NAME: Record<string, string> = { galleryId: 'story', authorId: 'author', autorIds: 'authors' };

const kindOf = (schema: FieldSchema, name?: string): string => {
  if (schema.reference) return schema.reference;
  if (name && PICKED_BY_NAME[name]) return PICKED_BY_NAME[name];
  if (schema.enum) return 'enum';
  if (schema.anyOf) return 'any';
  const type = [schema.type].flat()[0];
  if (type === 'object' && typeof schema.additionalProperties === 'object') return 'map';
  return type ?? 'any';
};

/** One field, chosen by its schema: every kind our block configs use (decision 0043). */
export function SchemaField(props: SchemaFieldProps) {
  const { schema, pointer, errors } = props;
  const field: FieldProps = { ...props, error: errors[pointer] };
  switch (kindOf(schema, props.name)) {
    case 'section':
      return <SectionPicker {...field} />;
    case 'collection':
      return <CollectionPicker {...field} />;
    case 'story':
      return <StoryPicker {...field} />;
    case 'author':
      return <AuthorPicker {...field} />;
    case 'authors':
      return <AuthorsPicker {...field} />;
    case 'enum':
      return <EnumField {...field} />;
    case 'boolean':
      return <BooleanField {...field} />;
    case 'integer':
    case 'number':
      return <NumberField {...field} />;
    case 'string':
      return <TextField {...field} />;
    case 'array':
      return <ListField {...props} />;
    case 'map':
      return <MapField {...props} />;
    case 'object':
      return <SchemaForm {...props} value={(props.value ?? {}) as Record<string, unknown>} />;
    default:
      return <TextField {...field} value={props.value === undefined ? undefined : JSON.stringify(props.value)} />;
  }
}

/** The fields of an object schema, each with its Spanish title, description and problem. */
export function SchemaForm({ id, pointer, schema, value, errors, onChange }: SchemaFieldProps) {
  const object = (value ?? {}) as Record<string, unknown>;
  const defaults = Object.entries(schema.properties ?? {}).filter(([, f]) => f.default !== undefined);
  const siblings = { ...Object.fromEntries(defaults.map(([k, f]) => [k, f.default])), ...object };
  const set = (key: string, v: unknown) => {
    const next = { ...object };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  return (
    <div className="ed-form">
      {Object.entries(schema.properties ?? {}).map(([key, field]) => {
        const at = `${pointer}/${key}`;
        const fieldId = `${id}-${key}`;
        const error = errors[at];
        return (
          <div key={key} className={`ed-field${error ? ' ed-field--invalid' : ''}`}>
            <label htmlFor={fieldId}>
              {field.title ?? key}
              {schema.required?.includes(key) ? ' *' : ''}
            </label>
            <SchemaField
              id={fieldId}
              name={key}
              siblings={siblings}
              pointer={at}
              schema={field}
              value={object[key]}
              errors={errors}
              onChange={(v) => set(key, v)}
            />
            {field.description && (
              <small id={`${fieldId}-help`} className="ed-help">
                {field.description}
              </small>
            )}
            {error && (
              <span id={`${fieldId}-error`} className="ed-error" role="alert">
                {error}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
