import { useEffect, useState } from 'react';
import { api, type PageSummary } from '../api';
import { reuseApi, type CopySource, type TemplateSummary } from '../api-reuse';

type Start = 'empty' | 'copy' | 'template';

interface Props {
  site: string;
  sites: { slug: string; name: string }[];
  onChange: (from: CopySource | undefined) => void;
}

/**
 * «Empezar con» of the new-page form (issue 26, item 4): an empty page of a layout, a copy of a page of any site
 * the editor may edit, or a saved template (the site's or a shared one, which its creator may delete here).
 */
export function StartWith({ site, sites, onChange }: Props) {
  const [start, setStart] = useState<Start>('empty');
  const [fromSite, setFromSite] = useState(site);
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [templates, setTemplates] = useState<TemplateSummary[]>([]);
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let live = true;
    if (start === 'copy')
      api.listPages(fromSite).then(
        (l) => live && setPages(l),
        () => live && setPages([]),
      );
    if (start === 'template')
      reuseApi.templates(site).then(
        (l) => live && setTemplates(l),
        () => live && setTemplates([]),
      );
    return () => {
      live = false;
    };
  }, [start, fromSite, site]);

  const pick = (value: string, kind = start, from = fromSite) => {
    setChoice(value);
    if (!value || kind === 'empty') return onChange(undefined);
    onChange(kind === 'copy' ? { site: from, id: value } : { template: Number(value) });
  };
  const chosen = templates.find((t) => String(t.id) === choice);
  const remove = () =>
    chosen &&
    reuseApi.deleteTemplate(chosen.site, chosen.id).then(
      () => (setTemplates(templates.filter((t) => t !== chosen)), pick('')),
      (e: unknown) => setProblem(e instanceof Error ? e.message : String(e)),
    );

  return (
    <fieldset className="ed-field ed-start">
      <legend>Empezar con</legend>
      <select
        aria-label="Empezar con"
        value={start}
        onChange={(e) => {
          setStart(e.target.value as Start);
          pick('', e.target.value as Start);
        }}
      >
        <option value="empty">Página vacía</option>
        <option value="copy">Copia de otra página…</option>
        <option value="template">Plantilla…</option>
      </select>
      {start === 'copy' && (
        <>
          <label htmlFor="ed-start-site">Sitio de la página</label>
          <select
            id="ed-start-site"
            value={fromSite}
            onChange={(e) => (setFromSite(e.target.value), pick('', 'copy', e.target.value))}
          >
            {sites.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
          <label htmlFor="ed-start-page">Página que se copia</label>
          <select id="ed-start-page" value={choice} onChange={(e) => pick(e.target.value)}>
            <option value="">Elige una página</option>
            {pages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title ?? p.id} ({p.route})
              </option>
            ))}
          </select>
        </>
      )}
      {start === 'template' && (
        <>
          <label htmlFor="ed-start-template">Plantilla</label>
          <select id="ed-start-template" value={choice} onChange={(e) => pick(e.target.value)}>
            <option value="">{templates.length ? 'Elige una plantilla' : 'Este sitio no tiene plantillas'}</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
                {t.site === 'shared' ? ' (todos los sitios)' : ''}
              </option>
            ))}
          </select>
          {chosen && (
            <button type="button" className="ed-button ed-button--quiet" onClick={() => void remove()}>
              Borrar plantilla
            </button>
          )}
          {problem && (
            <small role="alert" className="ed-error">
              {problem}
            </small>
          )}
        </>
      )}
    </fieldset>
  );
}
