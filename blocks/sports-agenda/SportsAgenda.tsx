import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';
import { OWN_EMBED_PATHS } from '../../contracts/own-embeds';

export const SPORTS_AGENDA_TITLE = 'Agenda deportiva';

/**
 * The third-party sports agenda (spec 1, 2.1 /deportes): a sandboxed, lazily loaded frame whose
 * height is reserved, so the page does not jump when it arrives. Without a provider's address the frame shows our
 * own demo agenda (server/embeds, decision 0102): no outside request.
 */
export function SportsAgenda({ config }: BlockProps<Config, Data>) {
  const src = safeLink(config.url) ?? OWN_EMBED_PATHS.sportsAgenda;
  return (
    <section className="sports-agenda" aria-label={SPORTS_AGENDA_TITLE}>
      <h2 className="sports-agenda__title">{SPORTS_AGENDA_TITLE}</h2>
      <iframe
        className="sports-agenda__frame"
        title={SPORTS_AGENDA_TITLE}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
        src={src}
      />
    </section>
  );
}
