import { useId } from 'react';
import type { PageEditorState } from '../use-page-editor';
import { SocialImagePicker } from './SocialImagePicker';

type TextField = 'title' | 'description' | 'canonical';

/**
 * «Ajustes de la página» (issue 26, item 6): title, description, social image, noindex and canonical address, kept in
 * the page's `meta` and saved with the draft; the server's 422 shows beside the field it names.
 */
export function PageSettings({ site, editor }: { site: string; editor: PageEditorState }) {
  const meta = editor.page.meta ?? {};
  const ids = useId();
  const set = (key: string, value: unknown) =>
    editor.change((draft) => {
      const next = { ...(draft.meta ?? {}) };
      if (value === undefined || value === '' || value === false) delete next[key];
      else next[key] = value;
      draft.meta = next;
    }, `/meta/${key}`);
  const errorOf = (key: string) => editor.errors.find((e) => e.pointer === `/meta/${key}`)?.message;
  const text = (key: TextField, label: string, hint?: string, multiline = false) => {
    const id = `${ids}-${key}`;
    const error = errorOf(key);
    const props = {
      id,
      value: typeof meta[key] === 'string' ? meta[key] : '',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error || hint ? `${id}-note` : undefined,
      onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    };
    return (
      <div className="ed-field">
        <label htmlFor={id}>{label}</label>
        {multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
        {(error || hint) && (
          <small id={`${id}-note`} className={error ? 'ed-error' : undefined}>
            {error ?? hint}
          </small>
        )}
      </div>
    );
  };
  return (
    <form className="ed-settings" aria-label="Ajustes de la página" onSubmit={(e) => e.preventDefault()}>
      <h2>Ajustes de la página</h2>
      {text('title', 'Título')}
      {text('description', 'Descripción', 'La que muestran buscadores y redes sociales.', true)}
      <SocialImagePicker
        site={site}
        value={typeof meta.image === 'string' ? meta.image : undefined}
        onChange={(url) => set('image', url)}
      />
      {errorOf('image') && <p className="ed-error">{errorOf('image')}</p>}
      <div className="ed-field ed-field--check">
        <input
          id={`${ids}-noindex`}
          type="checkbox"
          checked={meta.noindex === true}
          onChange={(e) => set('noindex', e.target.checked)}
        />
        <label htmlFor={`${ids}-noindex`}>Ocultar de los buscadores (noindex)</label>
      </div>
      {text('canonical', 'Dirección canónica', 'Una ruta del sitio (/…) o una URL https de uno de sus dominios.')}
      <p>Los ajustes se guardan con el borrador y llegan a los lectores al publicar.</p>
    </form>
  );
}
