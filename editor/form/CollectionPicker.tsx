import { useEffect, useState } from 'react';
import { api, type CollectionDoc } from '../api';
import type { FieldProps } from './fields';
import { useOptions, usePickerSite } from './options';

const PREVIEWED = 3;

/** What a collection block will show: `feedSize` stories from `offSet` on, of those the collection holds. */
export function shownCount(total: number, feedSize: unknown, offSet: unknown): number {
  const skip = typeof offSet === 'number' ? offSet : 0;
  const left = Math.max(0, total - skip);
  return typeof feedSize === 'number' ? Math.min(feedSize, left) : left;
}

/** The chosen collection's first stories and how many of them the block will show («Mostrará 4 de 12»). */
function CollectionPreview({ id, feedSize, offSet }: { id: string; feedSize: unknown; offSet: unknown }) {
  const site = usePickerSite();
  // Kept with the id it answers, so a new collection shows «Cargando» until its own answer comes.
  const [answer, setAnswer] = useState<{ id: string; doc: CollectionDoc | 'missing' }>();
  useEffect(() => {
    let live = true;
    api.getCollection(site, id).then(
      (c) => live && setAnswer({ id, doc: c.collection }),
      () => live && setAnswer({ id, doc: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [site, id]);
  const found = answer?.id === id ? answer.doc : undefined;
  if (found === undefined) return <p className="ed-help">Cargando la colección…</p>;
  if (found === 'missing') return <p className="ed-error">No se encontró la colección {id}.</p>;
  const total = found.stories.length;
  return (
    <div className="ed-collection-preview" aria-label={`Vista previa de la colección ${found.name}`} role="group">
      <p>
        Mostrará {shownCount(total, feedSize, offSet)} de {total}
      </p>
      <ol>
        {found.stories.slice(0, PREVIEWED).map((s) => (
          <li key={s.id}>{s.headline}</li>
        ))}
      </ol>
    </div>
  );
}

/** A collection picked by its name, with a preview of what it holds. */
export function CollectionPicker({ id, value, error, onChange, siblings = {} }: FieldProps) {
  const options = useOptions('collection');
  const current = typeof value === 'string' ? value : '';
  const listed = options.some((o) => o.value === current);
  return (
    <div className="ed-picker">
      <select
        id={id}
        value={current}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">(ninguna)</option>
        {current && !listed && <option value={current}>{current}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {current && <CollectionPreview id={current} feedSize={siblings.feedSize} offSet={siblings.offSet} />}
    </div>
  );
}
