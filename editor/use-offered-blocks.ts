import { useEffect, useState } from 'react';
import { shareApi } from './api-share';

/**
 * The blocks the palette offers on `site` to whoever is signed in (issue 26, item 8); undefined until the server
 * answers, or if it cannot: the palette then shows every block, and the server still refuses what it does not offer.
 */
export function useOfferedBlocks(site: string): ReadonlySet<string> | undefined {
  const [offered, setOffered] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let live = true;
    shareApi.palette(site).then(
      ({ blocks }) => live && setOffered(new Set(blocks)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [site]);
  return offered;
}
