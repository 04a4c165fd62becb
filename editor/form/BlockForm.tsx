import type { FieldError } from '../api';
import { blockEntry } from '../catalogue';
import { checkConfig } from '../validate';
import { SchemaForm, type Errors } from './SchemaForm';

interface Props {
  block: string;
  config: Record<string, unknown>;
  onChange: (config: Record<string, unknown>) => void;
  /** Problems the server named for this block (its 422), pointers relative to the config. */
  serverErrors?: FieldError[];
}

/**
 * A block's config form, generated from its JSON Schema (the one `npm run schema` writes from the block's zod
 * config): the editor's side panel and the Storybook story show this same component. The check runs as the
 * editor types, so a refused value says why before any save.
 */
export function BlockForm({ block, config, onChange, serverErrors = [] }: Props) {
  const entry = blockEntry(block);
  if (!entry) return <p className="ed-error">Bloque desconocido: {block}</p>;
  const errors: Errors = {};
  for (const e of [...serverErrors, ...checkConfig(block, config)]) errors[e.pointer] ??= e.message;
  return (
    <form className="ed-block-form" aria-label={`Configuración de ${block}`} onSubmit={(e) => e.preventDefault()}>
      <h3>{entry.description}</h3>
      <p className="ed-help">
        <code>{block}</code> · versión {entry.version}
      </p>
      {errors[''] && <p className="ed-error">{errors['']}</p>}
      <SchemaForm
        id={`cfg-${block}`}
        pointer=""
        schema={entry.config}
        value={config}
        errors={errors}
        onChange={(v) => onChange(v as Record<string, unknown>)}
      />
    </form>
  );
}
