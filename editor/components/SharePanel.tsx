import { useCallback, useEffect, useId, useState } from 'react';
import { shareApi, type PreviewLink } from '../api-share';
import type { PageEditorState } from '../use-page-editor';

const HOURS = [1, 24, 72, 168];
const hoursLabel = (h: number) => (h === 1 ? '1 hora' : h < 48 ? `${h} horas` : `${h / 24} días`);
const when = (iso: string) => new Date(iso).toLocaleString('es-CO', { timeZone: 'America/Bogota' });
const STATE: Record<PreviewLink['state'], string> = { active: 'Vigente', expired: 'Vencido', revoked: 'Revocado' };

/** The saved version an ETag names (`"12-abc…"`): what a link shows, never the unsaved changes. */
const versionOf = (etag: string) => Number(/^(?:W\/)?"(\d+)-/.exec(etag)?.[1] ?? 0);

/**
 * «Compartir vista previa» (issue 26, item 2): a link to the saved version for someone without an editor account,
 * valid for the hours picked; the page's links with their expiry, each copied or revoked from here.
 */
export function SharePanel({ site, editor }: { site: string; editor: PageEditorState }) {
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [hours, setHours] = useState(24);
  const [message, setMessage] = useState('');
  const hoursId = useId();
  const id = editor.page.id;
  const version = versionOf(editor.etag());
  const load = useCallback(
    () =>
      shareApi
        .previewLinks(site, id)
        .then(setLinks)
        .catch((e: Error) => setMessage(e.message)),
    [site, id],
  );
  useEffect(() => void load(), [load]);

  const create = async () => {
    try {
      const link = await shareApi.createPreviewLink(site, id, version, hours);
      setMessage(`Enlace creado: vence el ${when(link.expiresAt)}.`);
      await load();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  };
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => setMessage('Enlace copiado.'),
      () => setMessage(`Copia el enlace a mano: ${url}`),
    );
  const revoke = async (link: PreviewLink) => {
    await shareApi.revokePreviewLink(site, id, link.id).catch((e: Error) => setMessage(e.message));
    setMessage('Enlace revocado: ya no muestra la página.');
    await load();
  };

  return (
    <section className="ed-share" aria-label="Compartir vista previa">
      <h2>Compartir vista previa</h2>
      <p>
        Quien tenga el enlace ve la versión {version} como la vería un lector, sin cuenta de editor.
        {editor.dirty && ' Tus cambios sin guardar no salen en el enlace: guarda el borrador antes.'}
      </p>
      <div className="ed-share__create">
        <label htmlFor={hoursId}>Vence en</label>
        <select id={hoursId} value={hours} onChange={(e) => setHours(Number(e.target.value))}>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {hoursLabel(h)}
            </option>
          ))}
        </select>
        <button type="button" className="ed-button ed-button--primary" onClick={() => void create()}>
          Crear enlace
        </button>
      </div>
      <p role="status">{message}</p>
      {links && links.length === 0 && <p>Esta página no tiene enlaces compartidos.</p>}
      <ul className="ed-share__links" aria-label="Enlaces compartidos">
        {links?.map((link) => (
          <li key={link.id} data-state={link.state}>
            <input readOnly aria-label={`Enlace de la versión ${link.version}`} value={link.url} />
            <span>
              Versión {link.version} · {STATE[link.state]} · vence el {when(link.expiresAt)}
            </span>
            {link.state === 'active' && (
              <span className="ed-share__actions">
                <button type="button" onClick={() => void copy(link.url)}>
                  Copiar enlace
                </button>
                <button type="button" onClick={() => void revoke(link)}>
                  Revocar
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
