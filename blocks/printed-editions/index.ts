import { defineBlock } from '../../runtime/define-block';
import { calendarDay } from '../../ui/format/dates';
import { config, type Data, type Edition } from './config';
import { EDITIONS_PER_YEAR, editionYears, groupByYear } from './edition-years';
import { PrintedEditions } from './PrintedEditions';

/** The largest list the content source answers in one call (contracts/sources/fields.ts): a year's own page. */
const YEAR_PAGE_EDITIONS = 50;

export default defineBlock({
  name: 'printed-editions',
  description: 'Ediciones impresas en formato digital, por año (la página de Impresa y la de cada año)',
  version: 1,
  config,
  // Server only: every year's own editions (one bounded query a year), or on /impresa/{year}/ that year's.
  async fetch({ section }, { sources, now, site, params }): Promise<Data | null> {
    const years = editionYears(now, site.timezone);
    const editionsOf = async (year: number, feedSize: number): Promise<Edition[]> => {
      const list = await sources['content-apir']({
        includeSections: section ?? 'edicion',
        year,
        feedSize,
        sourceInclude: 'canonical_url,headlines.basic,display_date',
      });
      return list.content_elements.flatMap((doc): Edition[] =>
        doc.canonical_url && doc.headlines?.basic && doc.display_date
          ? [{ url: doc.canonical_url, title: doc.headlines.basic, day: calendarDay(doc.display_date, site.timezone) }]
          : [],
      );
    };
    if (params.year !== undefined) {
      const year = Number(params.year);
      if (!years.includes(year)) return null; // server/pages/known-paths.ts answers such a year with a 404
      return { years: [{ year, editions: await editionsOf(year, YEAR_PAGE_EDITIONS) }], year };
    }
    const editions = await Promise.all(years.map((year) => editionsOf(year, EDITIONS_PER_YEAR)));
    return { years: groupByYear(years, editions.flat()) };
  },
  component: PrintedEditions,
  interactive: { hydrate: 'visible' }, // 'Ver más' reveals five more years
});
