import { useEffect, useState } from 'react';
import { useReader } from '../../runtime/context';
import { loadRenewalNotice } from './renewal-data';
import type { RenewalNotice } from './renewal-banner';

/**
 * The signed-in reader's renewal banner (decision 0026), from her subscriptions or their cached RenewalData; none
 * while the login is unknown, for an anonymous reader, or if the call fails.
 */
export function useRenewalNotice(): RenewalNotice {
  const { loggedIn } = useReader();
  const [notice, setNotice] = useState<RenewalNotice>(null);
  useEffect(() => {
    if (loggedIn !== true) return;
    let live = true;
    loadRenewalNotice().then(
      (next) => live && setNotice(next),
      () => live && setNotice(null),
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);
  // A reader who logs out keeps no banner of the session she left.
  return loggedIn === true ? notice : null;
}
