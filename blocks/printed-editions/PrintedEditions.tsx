import { useEffect, useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { formatLongDate } from '../../ui/format/dates';
import type { Config, Data } from './config';

/** Spec 2, 10: five years first, five more per click; the button reads 'Cargando...' for 1.4 s. */
export const YEARS_PER_STEP = 5;
export const LOADING_MS = 1400;

export function PrintedEditions({ data, ctx }: BlockProps<Config, Data>) {
  const [shown, setShown] = useState(YEARS_PER_STEP);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setShown((n) => n + YEARS_PER_STEP);
      setLoading(false);
    }, LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <section className="printed-editions sans" aria-labelledby="printed-editions-title">
      <h1 id="printed-editions-title" className="printed-editions__title">
        Ediciones impresas en formato digital
      </h1>
      {data.years.slice(0, shown).map(({ year, editions }) => (
        <section key={year} className="printed-editions__year" aria-labelledby={`edicion-${year}`}>
          <h2 id={`edicion-${year}`}>{year}</h2>
          {editions.length > 0 && (
            <ul className="printed-editions__list">
              {editions.map((e) => (
                <li key={e.url}>
                  <a href={e.url}>{e.title}</a>{' '}
                  <time dateTime={e.day}>{formatLongDate(`${e.day}T12:00:00Z`, ctx.site.timezone)}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {shown < data.years.length && (
        <button type="button" className="printed-editions__more" disabled={loading} onClick={() => setLoading(true)}>
          {loading ? 'Cargando...' : 'Ver más'}
        </button>
      )}
    </section>
  );
}
