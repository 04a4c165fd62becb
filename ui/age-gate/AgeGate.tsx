import { useSyncExternalStore } from 'react';
import { REQUIRED_AGE, ageConfirmed, confirmAge, subscribeAge } from './age-flag';

/** The server cannot know the reader's session: its HTML always has the overlay (the same for every reader). */
const unconfirmedOnServer = () => false;

/**
 * Spec 3, 2: the overlay over adult content, until the session flag says the reader is over 18. Shown by the
 * site header on every page of a site with `adultContent`, and by the age-gate block on a page of its own.
 */
export function AgeGate({ siteName }: { siteName: string }) {
  const confirmed = useSyncExternalStore(subscribeAge, ageConfirmed, unconfirmedOnServer);
  if (confirmed) return null;
  return (
    <div className="age-gate" role="dialog" aria-modal="true" aria-labelledby="age-gate-title">
      <div className="age-gate__box">
        <p className="age-gate__brand">{siteName}</p>
        <h2 id="age-gate-title" className="age-gate__title">
          Contenido para mayores de {REQUIRED_AGE} años
        </h2>
        <button type="button" className="age-gate__button" onClick={confirmAge}>
          TENGO MÁS DE 18 AÑOS
        </button>
      </div>
    </div>
  );
}
