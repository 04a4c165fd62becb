import { useState, type FormEvent } from 'react';
import { layouts } from '../catalogue';
import { layoutLabel } from '../labels';
import { newPageProblems, ROUTE_HINT, type NewPage, type NewPageProblems } from '../new-page';
import type { CopySource } from '../api-reuse';
import { StartWith } from './StartWith';

/** A new page, empty or (issue 26, item 4) a copy of a page or a template: then `layout` is the source's. */
export type NewPageRequest = NewPage & { from?: CopySource };

interface Props {
  onCreate: (page: NewPageRequest) => void;
  /** For «Empezar con»: the site the page is made for and the sites a copy may come from. */
  site?: string;
  sites?: { slug: string; name: string }[];
}

/** The form that creates a page: checked by our own rules and words (noValidate), not the browser's English. */
export function NewPageForm({ onCreate, site, sites }: Props) {
  const [draft, setDraft] = useState<NewPageRequest>({ id: '', route: '/', layout: layouts[0] });
  const [problems, setProblems] = useState<NewPageProblems>({});
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = newPageProblems(draft);
    setProblems(found);
    const first = (['id', 'route'] as const).find((k) => found[k]);
    if (first) return e.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    onCreate(draft);
  };
  const field = (name: 'id' | 'route', label: string, hint?: string) => (
    <div className={`ed-field${problems[name] ? ' ed-field--invalid' : ''}`}>
      <label htmlFor={`ed-new-${name}`}>{label}</label>
      <input
        id={`ed-new-${name}`}
        name={name}
        value={draft[name]}
        aria-invalid={Boolean(problems[name])}
        aria-describedby={`ed-new-${name}-help`}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
      <small id={`ed-new-${name}-help`} className={problems[name] ? 'ed-error' : 'ed-help'}>
        {problems[name] ?? hint}
      </small>
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="ed-create ed-panel" aria-labelledby="ed-new-title">
      <h2 id="ed-new-title">Nueva página</h2>
      <div className="ed-create__fields">
        {field('id', 'Id', 'Minúsculas, números y guiones.')}
        {field('route', 'Ruta', ROUTE_HINT)}
        {site && sites && (
          <StartWith site={site} sites={sites} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        )}
        <div className="ed-field" hidden={Boolean(draft.from)}>
          <label htmlFor="ed-new-layout">Diseño</label>
          <select
            id="ed-new-layout"
            value={draft.layout}
            onChange={(e) => setDraft({ ...draft, layout: e.target.value })}
          >
            {layouts.map((l) => (
              <option key={l} value={l}>
                {layoutLabel(l)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="ed-button ed-button--primary">
          Crear página
        </button>
      </div>
    </form>
  );
}
