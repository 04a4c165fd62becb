import type { StoryDocument } from '../../../contracts/ans';
import type { SiteProps } from '../../../contracts/site-schema';
import type { TvProgramme } from '../../../contracts/tv-programmes';
import { WITHOUT_NEWS_DESK } from './brands';
import { storyId } from './ids';
import { publishTime, type PlanEntry } from './plan';
import { Rng } from './prng';
import { buildStory } from './stories';

/** A TV category of the demo corpus and the sentence bank its videos are written from. */
interface TvCategory {
  slug: string;
  name: string;
  bank: string;
}

/** The news sites' TV categories, written from Semana's news banks. */
const NEWS_CATEGORIES: readonly TvCategory[] = [
  { slug: 'politica', name: 'Política', bank: 'politica' },
  { slug: 'deportes', name: 'Deportes', bank: 'deportes' },
  { slug: 'entretenimiento', name: 'Entretenimiento', bank: 'gente' },
  { slug: 'mundo', name: 'Mundo', bank: 'mundo' },
];

/**
 * A magazine's TV is about what the magazine is about (issue 28: every TV page showed Semana's): its categories are
 * its own sections, written from its own banks (./brands).
 */
const BRAND_CATEGORIES: Readonly<Record<string, readonly TvCategory[]>> = {
  mujeres: [
    { slug: 'moda', name: 'Moda', bank: 'moda' },
    { slug: 'belleza', name: 'Belleza', bank: 'belleza' },
    { slug: 'bienestar', name: 'Bienestar', bank: 'bienestar' },
    { slug: 'celebridades', name: 'Celebridades', bank: 'celebridades' },
  ],
  soho: [
    { slug: 'entretenimiento', name: 'Entretenimiento', bank: 'entretenimiento' },
    { slug: 'deportes', name: 'Deportes', bank: 'deportes' },
    { slug: 'humor', name: 'Humor', bank: 'humor' },
    { slug: 'estilo-de-vida', name: 'Estilo de vida', bank: 'estilo-de-vida' },
  ],
  semanarural: [
    { slug: 'agro', name: 'Agro', bank: 'agro' },
    { slug: 'clima', name: 'Clima', bank: 'clima' },
    { slug: 'campo', name: 'Campo', bank: 'campo' },
    { slug: 'ganaderia', name: 'Ganadería', bank: 'ganaderia' },
  ],
};

const categoriesOf = (site: string) => BRAND_CATEGORIES[site] ?? NEWS_CATEGORIES;

/** Every site's TV has this many videos: its news programme 16, the others share the rest. */
export const TV_VIDEOS_PER_SITE = 32;
/** The daily news programme (the site's first) has more: enough for its page's 12 videos and a 'Cargar más' (spec 3, 9). */
const NEWS_EPISODES = 16;
/** The episodes of the site's `index`-th of `count` programmes (ADR 0035): 16 of the news, the rest shared out. */
function episodesOf(index: number, count: number): number {
  if (index === 0) return NEWS_EPISODES;
  const others = count - 1;
  const rest = TV_VIDEOS_PER_SITE - NEWS_EPISODES;
  return Math.floor(rest / others) + (index - 1 < rest % others ? 1 : 0);
}
/**
 * A news site's news programme episodes are national news videos too: filed under /videos/nacion, they give its video
 * section page (/{brand-slug}-tv/videos/seccion/nacion/) a lead, 'Lo último' and 'Otros videos' with 'Cargar más'.
 */
const NEWS_VIDEO_SECTION = [{ path: '/videos/nacion', name: 'Videos de Nación' }] as const;

/** A TV section after `/{brand-slug}-tv/`, with the name its taxonomy entry carries. */
export interface TvSection {
  rest: string;
  name: string;
}

/**
 * The TV pages' videos (ADR 0009): the episodes of each of the site's programmes (site settings' `tvProgrammes`;
 * sixteen of its news programme, ADR 0035), each also in one category (so every category gets eight) and a few also
 * in 'virales'. Overlapping keeps the corpus small: 32 items a site fill ten TV listings.
 */
function tvPlan(site: string, programmes: readonly TvProgramme[]): PlanEntry[] {
  const categories = categoriesOf(site);
  const newsDesk = !WITHOUT_NEWS_DESK.has(site);
  // The j-th video written from a bank takes its j-th headline template after the few its section's newest stories
  // take: no two episodes share a headline (the crawl found two «Semana Noticias | …» alike on one video page).
  const written = new Map<string, number>();
  const variantOf = (bank: string) => {
    const j = written.get(bank) ?? 0;
    written.set(bank, j + 1);
    return TEMPLATE_OFFSET + j;
  };
  let k = 0;
  return programmes.flatMap((programme, p) =>
    Array.from({ length: episodesOf(p, programmes.length) }, (_, e): PlanEntry => {
      const category = categories[k++ % categories.length];
      const variant = variantOf(category.bank);
      const tv: TvSection[] = [
        { rest: `programas/${programme.slug}`, name: programme.title },
        { rest: `categorias/${category.slug}`, name: category.name },
      ];
      if ((p + e) % 4 === 0) tv.push({ rest: 'virales', name: 'Virales' });
      if (p !== 0) return { kind: 'video', bank: category.bank, archived: false, tv, variant };
      // Named for the programme, as a section's videos read 'En video |': never the headline of a story beside it.
      const news = { ...(newsDesk ? { alsoIn: NEWS_VIDEO_SECTION } : {}), kicker: programme.title };
      return { kind: 'video', bank: category.bank, archived: false, tv, variant, ...news };
    }),
  );
}

/** The headline templates a bank's newest section stories take first, which its TV videos then skip. */
const TEMPLATE_OFFSET = 3;

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
  const entries = new Rng(`tv:${site.slug}`).shuffle(tvPlan(site.slug, site.tvProgrammes));
  for (const [k, entry] of entries.entries()) {
    const rng = new Rng(`date:${site.slug}:tv:${k}`);
    const publish = publishTime(rng, 1 + k * DATE_SLOT_STEP, planSize, now, false);
    yield buildStory({ site, id: storyId(site.slug, firstIndex + k), entry, publish, now });
  }
}
