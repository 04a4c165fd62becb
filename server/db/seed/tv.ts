import type { StoryDocument } from '../../../contracts/ans';
import type { SiteProps } from '../../../contracts/site-schema';
import { DEFAULT_PROGRAMMES } from '../../../contracts/tv-programmes';
import { storyId } from './ids';
import { publishTime, type PlanEntry } from './plan';
import { Rng } from './prng';
import { buildStory } from './stories';

/** The TV categories of the demo corpus and the sentence bank their videos are written from. */
const TV_CATEGORIES = [
  { slug: 'politica', name: 'Política', bank: 'politica' },
  { slug: 'deportes', name: 'Deportes', bank: 'deportes' },
  { slug: 'entretenimiento', name: 'Entretenimiento', bank: 'gente' },
  { slug: 'mundo', name: 'Mundo', bank: 'mundo' },
] as const;

const EPISODES_PER_PROGRAMME = 4;
/** The daily news programme has more: enough for its page's 12 videos and a 'Cargar más' (spec 3, 9). */
const NEWS_EPISODES = 16;
const episodesOf = (slug: string) => (slug === 'semana-noticias' ? NEWS_EPISODES : EPISODES_PER_PROGRAMME);
/**
 * The news programme's episodes are national news videos too: filed under /videos/nacion, they give its video
 * section page (/{brand-slug}-tv/videos/seccion/nacion/) a lead, 'Lo último' and 'Otros videos' with 'Cargar más'.
 */
const NEWS_VIDEO_SECTION = [{ path: '/videos/nacion', name: 'Videos de Nación' }] as const;

/** How many TV videos every site gets, on top of its other items. */
export const TV_VIDEOS_PER_SITE = DEFAULT_PROGRAMMES.reduce((sum, p) => sum + episodesOf(p.slug), 0);

/** A TV section after `/{brand-slug}-tv/`, with the name its taxonomy entry carries. */
export interface TvSection {
  rest: string;
  name: string;
}

/**
 * The TV pages' videos (ADR 0009): four episodes of each default programme of `tv-sections` (sixteen of the
 * news programme, ADR 0035), each also in one category (so every category gets eight) and a few also in
 * 'virales'. Overlapping keeps the corpus small: 32 items a site fill ten TV listings.
 */
function tvPlan(): PlanEntry[] {
  let k = 0;
  return DEFAULT_PROGRAMMES.flatMap((programme, p) =>
    Array.from({ length: episodesOf(programme.slug) }, (_, e): PlanEntry => {
      const category = TV_CATEGORIES[k++ % TV_CATEGORIES.length];
      const tv: TvSection[] = [
        { rest: `programas/${programme.slug}`, name: programme.title },
        { rest: `categorias/${category.slug}`, name: category.name },
      ];
      if ((p + e) % EPISODES_PER_PROGRAMME === 0) tv.push({ rest: 'virales', name: 'Virales' });
      if (programme.slug !== 'semana-noticias') return { kind: 'video', bank: category.bank, archived: false, tv };
      // Named for the programme, as a section's videos read 'En video |': never the headline of a story beside it.
      const news = { alsoIn: NEWS_VIDEO_SECTION, kicker: programme.title };
      return { kind: 'video', bank: category.bank, archived: false, tv, ...news };
    }),
  );
}

/** Where the TV videos fall among `planSize` items when dated: one slot in seven, so within the last weeks. */
const DATE_SLOT_STEP = 7;

/**
 * A site's TV videos, numbered after its `firstIndex` other items so that those keep their ids, texts and
 * dates. Shuffled, so the programmes interleave in time.
 */
export function* siteTvVideos(
  site: SiteProps,
  firstIndex: number,
  planSize: number,
  now: number,
): Generator<StoryDocument> {
  const entries = new Rng(`tv:${site.slug}`).shuffle(tvPlan());
  for (const [k, entry] of entries.entries()) {
    const rng = new Rng(`date:${site.slug}:tv:${k}`);
    const publish = publishTime(rng, 1 + k * DATE_SLOT_STEP, planSize, now, false);
    yield buildStory({ site, id: storyId(site.slug, firstIndex + k), entry, publish, now });
  }
}
