import type { ReviewRequest } from '../api-reviews';
import { authorLabel } from '../labels';
import '../styles/review.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('es-CO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Bogota' });

/** Where the page's review stands, for its editors: waiting for a publisher, or returned with the publisher's comment. */
export function ReviewBanner({ latest }: { latest: ReviewRequest | undefined }) {
  if (latest?.status === 'requested')
    return (
      <p className="ed-banner" role="status">
        En revisión desde {when(latest.requestedAt)} (versión {latest.version}, pedida por{' '}
        {authorLabel(latest.requestedBy)}).
      </p>
    );
  if (latest?.status === 'returned')
    return (
      <p className="ed-banner ed-banner--returned" role="status">
        Devuelta por {authorLabel(latest.decidedBy)}: {latest.comment}
      </p>
    );
  return null;
}
