import type { BlockProps } from '../../runtime/define-block';
import { SEARCH_TERMS_MAX } from '../../runtime/query-fields';
import type { Config } from './config';

export const ADVANCED_SEARCH_TITLE = 'Búsqueda avanzada';
export const SEARCH_LABEL = 'Buscar';
/** The element the external search widget mounts in (spec 3, 7 "advanced search"). */
export const WIDGET_ID = 'advanced-search-widget';

/**
 * Spec 3, 2: the advanced search page. The external widget takes over its container; until it does (or without
 * JavaScript) the form inside searches the site's own /buscador/.
 */
export function AdvancedSearch({ config }: BlockProps<Config, null>) {
  return (
    <section className="advanced-search" aria-labelledby="advanced-search-title">
      <h2 id="advanced-search-title" className="advanced-search__title">
        {config.title ?? ADVANCED_SEARCH_TITLE}
      </h2>
      {config.text && <p className="advanced-search__text">{config.text}</p>}
      <div id={WIDGET_ID} className="advanced-search__widget" data-widget="advanced-search">
        <form className="advanced-search__form" action="/buscador/" method="get" role="search">
          <label htmlFor="advanced-search-q" className="visually-hidden">
            {SEARCH_LABEL}
          </label>
          <input id="advanced-search-q" name="q" type="search" maxLength={SEARCH_TERMS_MAX} required />
          <button type="submit">{SEARCH_LABEL}</button>
        </form>
      </div>
    </section>
  );
}
