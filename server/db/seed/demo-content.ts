import type { StoryDocument } from '../../../contracts/ans';
import type { authors, collections, pageViews } from '../schema';
import type { SiteProps } from '../../../contracts/site-schema';
import { loadSites } from '../../sites';
import { storyId } from './ids';
import { authorRows } from './people';
import { publishTime, sitePlan } from './plan';
import { Rng } from './prng';
import { buildStory } from './stories';
import { catalogueSize, siteColumns } from './columns';
import { siteTvVideos, TV_VIDEOS_PER_SITE } from './tv';
import { siteEditions } from './editions';
import { BRAND_BANKS } from './brands';
import { CORE_BANKS } from './banks';

export interface DemoContent {
  stories: StoryDocument[];
  authors: (typeof authors.$inferInsert)[];
  collections: (typeof collections.$inferInsert)[];
  pageViews: (typeof pageViews.$inferInsert)[];
}

const HOUR_MS = 3_600_000;
/** How many stories 'ultimas' holds. */
export const LATEST_SIZE = 40;
/** Collections and most-read are drawn from this many of a site's newest items. */
export const HEAD_SIZE = 280;

/**
 * Today at 12:00 UTC, so a day's seeds agree; before that hour, the current hour, so no story is
 * dated in the future. Only dates depend on it: ids, URLs and texts are the same every day.
 */
export function defaultNow(clock = Date.now()): number {
  const noon = new Date(clock).setUTCHours(12, 0, 0, 0);
  return Math.min(noon, Math.floor(clock / HOUR_MS) * HOUR_MS);
}

/** The default number of items per site besides its TV videos: one of each plan entry (about 350). */
export const defaultStoriesPerSite = (site: SiteProps) => sitePlan(site.slug).length;

/**
 * A site's `count` items, newest first, then its TV videos; built one at a time (a 100,000-item corpus
 * never sits in memory).
 */
export function* siteStories(site: SiteProps, count: number, now: number): Generator<StoryDocument> {
  const plan = sitePlan(site.slug);
  for (let i = 0; i < count; i++) {
    const entry = plan[i % plan.length];
    const publish = publishTime(new Rng(`date:${site.slug}:${i}`), i, count, now, entry.archived);
    yield buildStory({ site, id: storyId(site.slug, i), entry, publish, now });
  }
  yield* siteTvVideos(site, count, plan.length, now);
  yield* siteColumns(site, count + TV_VIDEOS_PER_SITE, plan.length, now);
  yield* siteEditions(site, count + TV_VIDEOS_PER_SITE + catalogueSize(site.slug), now);
}

/** The lists' order: newest first, then the greater id (server/sources/list-query.ts). */
const byNewest = (a: StoryDocument, b: StoryDocument) =>
  b.publish_date.localeCompare(a.publish_date) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

/** The sections a site's home lists: the brand's own (./brands), or Semana's news sections. */
export const homeSections = (site: SiteProps): string[] =>
  (BRAND_BANKS.get(site.slug) ?? CORE_BANKS).map((bank) => `/${bank.slug}`);

/** How many items of a section the home's block for it shows (article-card-grid, feedSize 8). */
export const HOME_SECTION_ITEMS = 8;

/**
 * The hero's story of a home section: its first plain story (with a picture) after the items the home's block for
 * that section shows, and with a headline none of them has: no headline twice on the home (issue 14, 2).
 */
const inSection = (path: string, newest: readonly StoryDocument[]) =>
  newest.filter((d) => d.taxonomy.sections.some((s) => s._id === path));

function heroOf(path: string, newest: readonly StoryDocument[]): StoryDocument | undefined {
  const list = inSection(path, newest);
  const shown = new Set(list.slice(0, HOME_SECTION_ITEMS).map((d) => d.headlines.basic));
  return list
    .slice(HOME_SECTION_ITEMS)
    .find(
      (d) => d.type === 'story' && d.subtype !== 'en-vivo' && d.promo_items?.basic && !shown.has(d.headlines.basic),
    );
}

/**
 * 'portada' (hero: one story of each home section, newest first, none of those the section's block on the home
 * shows), 'ultimas' (the 40 newest but those a home section's block shows,
 * so the home's rail lists the brand's own stories; the latest-news box also leaves out what a page shows) and 'galerias' (the recent galleries but those, for the collection-based
 * gallery and the home's gallery carousel). Each
 * site's from its own stories.
 */
export function siteCollections(site: SiteProps, head: readonly StoryDocument[]): DemoContent['collections'] {
  const news = head.filter((d) => d.type === 'story' && d.subtype !== 'en-vivo').sort(byNewest);
  const newest = [...head].sort(byNewest);
  const hero = homeSections(site)
    .map((path) => heroOf(path, newest))
    .filter((d): d is StoryDocument => d !== undefined)
    .sort(byNewest);
  // Not the galleries a home section's block shows (a gallery is also filed under its topic's section).
  const onHome = new Set(homeSections(site).flatMap((path) => inSection(path, newest).slice(0, HOME_SECTION_ITEMS)));
  const galleries = newest.filter((d) => d.type === 'gallery' && !onHome.has(d));
  return [
    { id: 'portada', site: site.slug, name: 'Portada', contentIds: hero.map((d) => d._id) },
    {
      id: 'ultimas',
      site: site.slug,
      name: 'Últimas noticias',
      contentIds: news
        .filter(notOnHome(site, newest))
        .slice(0, LATEST_SIZE)
        .map((d) => d._id),
    },
    { id: 'galerias', site: site.slug, name: 'Galerías', contentIds: galleries.map((d) => d._id) },
  ];
}

/**
 * Whether a story is none of those the home's section blocks show, nor the hero's, nor has the headline of one of them or of a newer
 * story kept before it (a brand section's later stories reuse its headline templates): the rail's lists, which leave
 * out what the page shows, then show no text twice.
 */
function notOnHome(site: SiteProps, newest: readonly StoryDocument[]): (d: StoryDocument) => boolean {
  const shown = homeSections(site).flatMap((path) => [
    ...inSection(path, newest).slice(0, HOME_SECTION_ITEMS),
    ...[heroOf(path, newest)].filter((d): d is StoryDocument => d !== undefined),
  ]);
  const ids = new Set(shown.map((d) => d._id));
  const texts = new Set(shown.map((d) => d.headlines.basic));
  return (d) => {
    if (ids.has(d._id) || texts.has(d.headlines.basic)) return false;
    texts.add(d.headlines.basic);
    return true;
  };
}

/**
 * Hourly views over the 24 hours before `now` for a few dozen recent stories, skewed like real
 * traffic (a handful of stories take most readers), so 'Lo más leído' has a clear order.
 */
export function sitePageViews(site: SiteProps, head: readonly StoryDocument[], now: number): DemoContent['pageViews'] {
  const rng = new Rng(`views:${site.slug}`);
  // Of the home's sections: a brand's most read is its own (the rail leaves out those the page shows).
  const ofHome = (d: StoryDocument) =>
    homeSections(site).some((path) => d.taxonomy.sections.some((x) => x._id === path));
  const newest = [...head].sort(byNewest);
  const keep = notOnHome(site, newest);
  const recent = newest.filter((d) => d.type === 'story' && !d.publish_date.startsWith('2024') && keep(d));
  // The home sections' stories first; others fill up when the brand has too few.
  recent.sort((a, b) => Number(ofHome(b)) - Number(ofHome(a)));
  const ranked = rng.shuffle(recent.slice(0, 60)).slice(0, 36);
  const lastHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const rows: DemoContent['pageViews'] = [];
  ranked.forEach((doc, rank) => {
    const weight = 900 / Math.pow(rank + 1, 1.1);
    const published = Date.parse(doc.publish_date);
    for (let h = 0; h < 24; h++) {
      const hour = lastHour - h * HOUR_MS;
      if (hour + HOUR_MS <= published) break;
      rows.push({
        contentId: doc._id,
        site: site.slug,
        hour: new Date(hour),
        views: Math.max(1, Math.round(weight * (0.6 + 0.8 * rng.float()))),
      });
    }
  });
  return rows;
}

/** The whole demo corpus of every site, deterministic for a given `now`. */
export function generateDemoContent(now = defaultNow(), opts: { storiesPerSite?: number } = {}): DemoContent {
  const sites = [...loadSites().values()];
  const out: DemoContent = { stories: [], authors: authorRows(sites), collections: [], pageViews: [] };
  for (const site of sites) {
    const stories = [...siteStories(site, opts.storiesPerSite ?? defaultStoriesPerSite(site), now)];
    const head = stories.slice(0, HEAD_SIZE);
    out.stories.push(...stories);
    out.collections.push(...siteCollections(site, head));
    out.pageViews.push(...sitePageViews(site, head, now));
  }
  return out;
}
