import { defineSource } from './define-source';
import { params } from '../../contracts/sources/content-apir';
import { siteKey } from '../content/site-keys';
import { toSectionPaths } from './list-helpers';
import { listContent } from './list-query';
import { dayBounds } from './day-bounds';
import { loadSite } from '../sites';

/** From the first instant of `year` to that of the next, in the site's time zone. */
function yearBounds(year: number, site: string) {
  const zone = loadSite(site).timezone;
  return { from: dayBounds(`${year}-01-01`, zone).start, before: dayBounds(`${year + 1}-01-01`, zone).start };
}

/** Latest stories of one or more sections, newest first (spec 1, 7 and spec 3, 7). */
export default defineSource({
  name: 'content-apir',
  ttl: 60,
  params,
  fetch: (params, { db, site }) =>
    listContent(
      db,
      {
        keys: toSectionPaths(params.includeSections).map((s) => siteKey(site, 's', s)),
        published: params.year === undefined ? undefined : yearBounds(params.year, site),
      },
      { size: params.feedSize, offset: params.feedOffset, include: params.sourceInclude },
    ),
});
