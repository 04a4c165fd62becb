import type { StoryDocument } from '../../../contracts/ans';
import type { SiteProps } from '../../../contracts/site-schema';
import { storyId } from './ids';
import { COLUMNISTS } from './people';
import { publishTime } from './plan';
import { Rng } from './prng';
import { buildStory } from './stories';

/**
 * A columnist's back catalogue on a {product} brand: more columns than the author page's first 16 (spec 3, 9), so
 * its 'Cargar más' has something to load. Mujeres' columnist writes on gender.
 */
const CATALOGUES: ReadonlyMap<string, { columnist: string; columns: number }> = new Map([
  ['mujeres', { columnist: 'Pilar Ximena Acosta', columns: 20 }],
]);

/** How many columns a site's catalogue adds. */
export const catalogueSize = (site: string) => CATALOGUES.get(site)?.columns ?? 0;

/**
 * The site's catalogue columns, numbered from `firstIndex` (after its other items and TV videos, so those keep their
 * ids, texts and dates), spread over the corpus' time span.
 */
export function* siteColumns(
  site: SiteProps,
  firstIndex: number,
  planSize: number,
  now: number,
): Generator<StoryDocument> {
  const catalogue = CATALOGUES.get(site.slug);
  const person = COLUMNISTS.find((p) => p.name === catalogue?.columnist);
  if (!catalogue || !person) return;
  for (let k = 0; k < catalogue.columns; k++) {
    const rng = new Rng(`date:${site.slug}:columns:${k}`);
    const publish = publishTime(rng, 2 + k * Math.floor(planSize / catalogue.columns), planSize, now, false);
    const entry = { kind: 'story', bank: 'opinion', archived: false, columnist: person, variant: k } as const;
    yield buildStory({ site, id: storyId(site.slug, firstIndex + k), entry, publish, now });
  }
}
