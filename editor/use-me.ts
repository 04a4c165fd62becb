import { useEffect, useState } from 'react';
import { api, type Me } from './api';

/**
 * Who is signed in and what they may do on `site` (GET /api/editor/me); null until known. Asked once per site: roles
 * change rarely, and a refused call still answers 403 when they do.
 */
export function useMe(site: string): Me | null {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    let live = true;
    api.me(site).then(
      (m) => live && setMe(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [site]);
  return me;
}
