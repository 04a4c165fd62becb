import { useCallback, useEffect, useState } from 'react';
import { reviewsApi, type QueuedReview } from '../api-reviews';
import { ReviewItem } from './ReviewItem';
import '../styles/review.css';

interface Props {
  site: string;
  /** After a publish or a return: the page list's badges and states change. */
  onDecided: () => void;
  fail: (e: unknown) => void;
}

/** «Revisión»: the site's pending requests for its publishers (issue 26, item 3), oldest first. */
export function ReviewQueue({ site, onDecided, fail }: Props) {
  const [queue, setQueue] = useState<QueuedReview[] | null>(null);
  const [said, setSaid] = useState('');
  const load = useCallback(() => {
    reviewsApi.queue(site).then(setQueue, fail);
    // `fail` is the app's and stable in effect; a new one must not fetch the queue again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [site]);
  useEffect(load, [load]);
  const decided = (text: string) => {
    setSaid(text);
    load();
    onDecided();
  };
  return (
    <section className="ed-review-queue ed-panel" aria-labelledby="ed-review-title">
      <h2 id="ed-review-title">
        Revisión <small>({queue?.length ?? '…'})</small>
      </h2>
      <p role="status" className="ed-status">
        {said}
      </p>
      {queue?.length === 0 && <p>No hay solicitudes de publicación pendientes.</p>}
      <ol>
        {queue?.map((r) => (
          <li key={r.id}>
            <ReviewItem site={site} review={r} onDecided={decided} />
          </li>
        ))}
      </ol>
    </section>
  );
}
