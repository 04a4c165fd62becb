import { useEffect, useState } from 'react';
import { presenceApi, type PresenceAnswer } from './api-presence';

const FALLBACK_MS = 20_000;

/**
 * While a page is open, says so every ~20 s (the server says how often) and answers who else has it open; leaves
 * when the editor goes to another page of the app or the tab goes (`pagehide`, sent with `keepalive`).
 */
export function usePresence(site: string, id: string): PresenceAnswer['others'] {
  const [others, setOthers] = useState<PresenceAnswer['others']>([]);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renew = () => {
      presenceApi.renew(site, id).then(
        (answer) => {
          if (!live) return;
          setOthers(Array.isArray(answer.others) ? answer.others : []);
          timer = setTimeout(renew, answer.renewInMs > 0 ? answer.renewInMs : FALLBACK_MS);
        },
        // A failed renewal (the network, an expired session) tries again later; the banner keeps what it knew.
        () => live && (timer = setTimeout(renew, FALLBACK_MS)),
      );
    };
    renew();
    const leave = () => void presenceApi.leave(site, id);
    // Back from the browser's page cache: say so again at once.
    const back = (e: PageTransitionEvent) => e.persisted && renew();
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      leave();
    };
  }, [site, id]);
  return others;
}
