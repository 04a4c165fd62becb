import { X } from 'lucide-react';
import { sectionKey, splitSections } from '../tree-summary';
import type { FieldProps } from './fields';
import { useOptions } from './options';

/**
 * Sections picked by name, one or several (a section field lists several comma-separated, as the list sources
 * read it): each chosen one is a chip with its name and path, the list offers the site's sections by name.
 * The value stays the comma-separated text the page JSON has always held.
 */
export function SectionPicker({ id, value, error, onChange }: FieldProps) {
  // The site's sections by their path as the sources read it (`/nacion`), however the answer spells them.
  const options = useOptions('section').map((o) => ({ value: sectionKey(o.value), label: o.label }));
  const chosen = splitSections(value);
  const nameOf = (s: string) => options.find((o) => o.value === sectionKey(s))?.label;
  const keys = chosen.map(sectionKey);
  const set = (next: string[]) => onChange(next.length ? next.join(',') : undefined);
  return (
    <div className="ed-picker">
      {chosen.length > 0 && (
        <ul className="ed-chips" aria-label="Secciones elegidas">
          {chosen.map((s) => (
            <li key={s} className="ed-chip">
              <span>{nameOf(s) ?? s}</span> <code>{sectionKey(s)}</code>
              <button
                type="button"
                className="ed-chip__remove"
                aria-label={`Quitar la sección ${nameOf(s) ?? s}`}
                onClick={() => set(chosen.filter((other) => other !== s))}
              >
                <X size={14} aria-hidden="true" focusable="false" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <select
        id={id}
        value=""
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
        onChange={(e) => e.target.value && set([...chosen, e.target.value])}
      >
        <option value="">{chosen.length ? 'Añadir otra sección…' : 'Elegir sección…'}</option>
        {options
          .filter((o) => !keys.includes(o.value))
          .map((o) => (
            <option key={o.value} value={o.value}>
              {o.label === o.value ? o.value : `${o.label} (${o.value})`}
            </option>
          ))}
      </select>
    </div>
  );
}
