import { useEffect, useState } from 'react';
import { api } from './api';

/** Whether the signed-in account publishes on `site` (GET /api/editor/me): publishers and admins schedule. */
export function useMayPublish(site: string): boolean {
  const [may, setMay] = useState(false);
  useEffect(() => {
    let live = true;
    api.me(site).then(
      (me) => live && setMay(me.mayPublish === true),
      () => live && setMay(false),
    );
    return () => {
      live = false;
    };
  }, [site]);
  return may;
}
