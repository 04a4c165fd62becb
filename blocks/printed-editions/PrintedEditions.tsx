import { useEffect, useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { formatLongDate } from '../../ui/format/dates';
import type { Config, Data, EditionYear } from './config';
import { EDITIONS_PER_YEAR, PRINTED_EDITIONS_PATH, yearPath } from './edition-years';

/** Spec 2, 10: five years first, five more per click; the button reads 'Cargando...' for 1.4 s. */
export const YEARS_PER_STEP = 5;
export const LOADING_MS = 1400;

function YearEditions({ year, editions, timeZone, own }: EditionYear & { timeZone: string; own: boolean }) {
  return (
    <section className="printed-editions__year" aria-labelledby={`edicion-${year}`}>
      <h2 id={`edicion-${year}`}>{own ? year : <a href={yearPath(year)}>{year}</a>}</h2>
      {/* Spec 3, 1: an empty list shows nothing, not a message; the year still links to its own page. */}
      {editions.length > 0 && (
        <ul className="printed-editions__list">
          {editions.map((e) => (
            <li key={e.url}>
              <a href={e.url}>{e.title}</a>{' '}
              <time dateTime={e.day}>{formatLongDate(`${e.day}T12:00:00Z`, timeZone)}</time>
            </li>
          ))}
        </ul>
      )}
      {!own && editions.length >= EDITIONS_PER_YEAR && (
        <a className="printed-editions__all" href={yearPath(year)}>
          {`Todas las ediciones de ${year}`}
        </a>
      )}
    </section>
  );
}

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
  const own = data.year !== undefined;

  return (
    <section className="printed-editions sans" aria-labelledby="printed-editions-title">
      <h1 id="printed-editions-title" className="printed-editions__title">
        {own ? `Ediciones impresas en formato digital de ${data.year}` : 'Ediciones impresas en formato digital'}
      </h1>
      {own && (
        <a className="printed-editions__back" href={PRINTED_EDITIONS_PATH}>
          Volver a todos los años
        </a>
      )}
      {data.years.slice(0, shown).map((y) => (
        <YearEditions key={y.year} {...y} timeZone={ctx.site.timezone} own={own} />
      ))}
      {shown < data.years.length && (
        <button type="button" className="printed-editions__more" disabled={loading} onClick={() => setLoading(true)}>
          {loading ? 'Cargando...' : 'Ver más'}
        </button>
      )}
    </section>
  );
}
