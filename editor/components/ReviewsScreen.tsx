import type { EditorRoute } from '../route';
import { useMe } from '../use-me';
import { ReviewQueue } from './ReviewQueue';

interface Props {
  site: string;
  go: (route: EditorRoute) => void;
  fail: (e: unknown) => void;
}

/**
 * The review queue at an address of its own (`/_editor/{site}/reviews`): a publisher can bookmark it or be sent a
 * link to it. The home shows the same queue above the page list.
 */
export function ReviewsScreen({ site, go, fail }: Props) {
  const me = useMe(site);
  return (
    <main className="ed-home">
      <header className="ed-home__head">
        <button type="button" className="ed-button ed-button--quiet" onClick={() => go({ site, view: 'home' })}>
          ← Páginas
        </button>
        <h1>Solicitudes de publicación</h1>
      </header>
      {me && !me.mayPublish && <p>Solo quien publica en este sitio ve y atiende las solicitudes.</p>}
      {me?.mayPublish && <ReviewQueue site={site} onDecided={() => undefined} fail={fail} />}
    </main>
  );
}
