import { useId, useState } from 'react';
import { api } from '../api';
import { reviewsApi, type QueuedReview } from '../api-reviews';
import { authorLabel } from '../labels';
import type { PageDoc } from '../types';
import { Changes } from './Changes';

const when = (iso: string) =>
  new Date(iso).toLocaleString('es-CO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Bogota' });

interface Props {
  site: string;
  review: QueuedReview;
  /** A publish or a return went through: what to tell the publisher. */
  onDecided: (said: string) => void;
}

type Diff = { before: PageDoc; after: PageDoc };

/** One request in the queue: who asked what and why, its changes against the live page, «Publicar» and «Devolver». */
export function ReviewItem({ site, review: r, onDecided }: Props) {
  const [diff, setDiff] = useState<Diff | null>(null);
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const commentId = useId();
  const name = `«${r.title}» (${r.route})`;

  const showChanges = async () => {
    if (diff) return setDiff(null);
    try {
      const after = await api.version(site, r.pageId, r.version);
      // Never published (or unpublished): everything in it is new to readers.
      const before = r.liveVersion ? await api.version(site, r.pageId, r.liveVersion) : { ...after, areas: {} };
      setDiff({ before, after });
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  const decide = async (run: () => Promise<unknown>, said: string) => {
    setProblem('');
    try {
      await run();
      onDecided(said);
    } catch (e) {
      setProblem((e as Error).message);
    }
  };

  return (
    <article className="ed-review" aria-label={`Solicitud: ${r.title}`}>
      <h3>
        {r.title} <code>{r.route}</code>
      </h3>
      <p>
        Versión {r.version}, pedida por {authorLabel(r.requestedBy)} el {when(r.requestedAt)}.
        {r.stale && <strong> La página cambió después de la solicitud.</strong>}
      </p>
      {r.note && <blockquote>{r.note}</blockquote>}
      <div className="ed-toolbar__group">
        <button type="button" className="ed-button" aria-expanded={Boolean(diff)} onClick={() => void showChanges()}>
          {diff ? 'Ocultar cambios' : 'Ver cambios'}
        </button>
        <button
          type="button"
          className="ed-button ed-button--primary"
          onClick={() => void decide(() => reviewsApi.publish(r.id), `Publicada ${name}.`)}
        >
          Publicar
        </button>
        <button type="button" className="ed-button" aria-expanded={returning} onClick={() => setReturning(!returning)}>
          Devolver
        </button>
      </div>
      {problem && (
        <p className="ed-error" role="alert">
          {problem}
        </p>
      )}
      {diff && (
        <Changes before={diff.before} after={diff.after} label={`Cambios frente a la versión en línea: ${r.title}`} />
      )}
      {returning && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void decide(() => reviewsApi.return(r.id, comment.trim()), `Devuelta ${name} con tu comentario.`);
          }}
        >
          <label htmlFor={commentId}>Comentario para quien la pidió</label>
          <textarea
            id={commentId}
            value={comment}
            required
            maxLength={2000}
            onChange={(e) => setComment(e.target.value)}
          />
          <button type="submit" className="ed-button" disabled={!comment.trim()}>
            Enviar devolución
          </button>
        </form>
      )}
    </article>
  );
}
