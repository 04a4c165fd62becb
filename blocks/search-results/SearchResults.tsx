import type { BlockProps } from '../../runtime/define-block';
import { CompactList } from '../../ui/CompactCard';
import type { Config, Data } from './config';

const resultsLabel = (count: number) => (count === 1 ? '1 resultado' : `${count.toLocaleString('es-CO')} resultados`);

/** The search page: a plain GET form (works without JavaScript) and the newest matching stories. */
export function SearchResults({ data, ctx }: BlockProps<Config, Data>) {
  return (
    <section className="search-results">
      <h1 className="search-results__title">{data.q ? `Resultados para «${data.q}»` : `Buscar en ${ctx.site.name}`}</h1>
      <form className="search-results__form" role="search" action="/buscador/" method="get">
        <label className="visually-hidden" htmlFor="search-q">
          Buscar
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={data.q}
          maxLength={200}
          placeholder="¿Qué estás buscando?"
        />
        <button type="submit">Buscar</button>
      </form>
      {data.q && <p className="search-results__count">{resultsLabel(data.count)}</p>}
      {data.items.length > 0 && <CompactList items={data.items} label="Resultados de búsqueda" />}
      {data.q && data.count === 0 && (
        <p className="search-results__empty">No encontramos notas con esas palabras. Intenta con otros términos.</p>
      )}
    </section>
  );
}
