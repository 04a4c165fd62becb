import type { BlockProps } from '../../runtime/define-block';
import type { CardItem } from '../../ui/card-item';
import { CompactList } from '../../ui/CompactCard';

export interface SearchResultsData {
  q: string;
  results: CardItem[];
  count: number;
}

const resultsLabel = (count: number) => (count === 1 ? '1 resultado' : `${count.toLocaleString('es-CO')} resultados`);

/** The search page: a plain GET form (works without JavaScript) and the newest matching stories. */
export function SearchResults({ data, ctx }: BlockProps<{ feedSize: number }, SearchResultsData>) {
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
      {data.results.length > 0 && <CompactList items={data.results} label="Resultados de búsqueda" />}
      {data.q && data.count === 0 && (
        <p className="search-results__empty">No encontramos notas con esas palabras. Intenta con otros términos.</p>
      )}
    </section>
  );
}
