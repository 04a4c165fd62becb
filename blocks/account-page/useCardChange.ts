import { useEffect, useState } from 'react';
import { FormError } from '../../ui/account/forms/submit';
import { CARD_PARAM } from '../../ui/account/renewal-banner';
import { VERIFY_PARAM, finishCardCheck } from './payment-method';

const idParam = (params: URLSearchParams, name: string) => {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** What the reader reads once a new card is saved (at once, or back from the bank's page). */
export const CARD_SAVED = 'Tu nueva tarjeta quedó guardada. Los próximos cobros se harán a ella.';

/**
 * Which subscription's card form is open: the banner's link names it (?tarjeta=), and a reader back from the
 * bank's 3-D Secure page (?verificar=) has the change finished first, then the list reloaded.
 */
export function useCardChange(reload: () => Promise<void>) {
  // Read once at mount; a server render (no `location`) opens no form.
  const [editing, setEditing] = useState(() =>
    typeof location === 'undefined' ? null : idParam(new URLSearchParams(location.search), CARD_PARAM),
  );
  const [problem, setProblem] = useState<string | undefined>();
  const [saved, confirm] = useState<string | undefined>();
  useEffect(() => {
    const verify = idParam(new URLSearchParams(location.search), VERIFY_PARAM);
    if (!verify) return;
    history.replaceState(null, '', location.pathname);
    finishCardCheck(verify).then(
      (result) => {
        if (result.kind === 'verification') return location.assign(result.redirectUrl);
        confirm(CARD_SAVED);
        void reload();
      },
      (e: unknown) => {
        setProblem(e instanceof FormError ? e.readerText : 'No pudimos confirmar la tarjeta.');
        setEditing(verify);
      },
    );
  }, [reload]);
  const open = (id: number) => {
    setProblem(undefined);
    confirm(undefined);
    setEditing(id);
  };
  return { editing, problem, saved, confirm, open, close: () => setEditing(null) };
}
