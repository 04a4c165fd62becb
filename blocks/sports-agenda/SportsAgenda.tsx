import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

export const SPORTS_AGENDA_TITLE = 'Agenda deportiva';

// Shown inside the frame until an editor sets the provider's address (no outside request meanwhile).
const PLACEHOLDER = `<!doctype html><html lang="es"><body style="margin:0;display:grid;place-items:center;height:100vh;font:16px system-ui,sans-serif;color:#555;background:#f4f4f4"><p>${SPORTS_AGENDA_TITLE}: resultados y próximos partidos</p></body></html>`;

/**
 * The third-party sports agenda (spec 1, 2.1 /deportes): a sandboxed, lazily loaded frame whose
 * height is reserved, so the page does not jump when it arrives. Without a provider's address the frame shows a
 * notice of our own.
 */
export function SportsAgenda({ config }: BlockProps<Config, Data>) {
  const src = safeLink(config.url);
  return (
    <section className="sports-agenda" aria-label={SPORTS_AGENDA_TITLE}>
      <h2 className="sports-agenda__title">{SPORTS_AGENDA_TITLE}</h2>
      <iframe
        className="sports-agenda__frame"
        title={SPORTS_AGENDA_TITLE}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
        {...(src ? { src } : { srcDoc: PLACEHOLDER })}
      />
    </section>
  );
}
