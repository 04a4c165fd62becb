import { defineBlock } from '../../runtime/define-block';
import { calendarDay } from '../../ui/format/dates';
import { config, type Data, type Edition } from './config';
import { editionYears, groupByYear } from './edition-years';
import { PrintedEditions } from './PrintedEditions';

/** The largest list the content source answers in one call (contracts/sources/fields.ts). */
const LATEST_EDITIONS = 50;

export default defineBlock({
  name: 'printed-editions',
  description: 'Ediciones impresas en formato digital, por año (la página de Impresa)',
  version: 1,
  config,
  // Server only: the latest editions of the section, each under its year; the years are always listed.
  async fetch({ section }, { sources, now, site }): Promise<Data> {
    const list = await sources['content-apir']({
      includeSections: section ?? 'edicion',
      feedSize: LATEST_EDITIONS,
      sourceInclude: 'canonical_url,headlines.basic,display_date',
    });
    const editions = list.content_elements.flatMap((doc): Edition[] =>
      doc.canonical_url && doc.headlines?.basic && doc.display_date
        ? [{ url: doc.canonical_url, title: doc.headlines.basic, day: calendarDay(doc.display_date, site.timezone) }]
        : [],
    );
    return { years: groupByYear(editionYears(now, site.timezone), editions) };
  },
  component: PrintedEditions,
  interactive: { hydrate: 'visible' }, // 'Ver más años' reveals five more years
});
