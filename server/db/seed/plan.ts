import { CORE_BANKS, OTHER_BANKS, type SectionBank } from './banks';
import { BRAND_BANKS, BRAND_MORE_BANKS, MENU_BANKS, WITHOUT_NEWS_DESK } from './brands';
import { FORUM_SECTIONS, FORUMS_SITE, forumPlan, otherBankStories } from './forums';
import { Rng } from './prng';
import { magazineSections } from '../../../contracts/magazine-sections';
import { menuItems } from '../../../contracts/site-menus';
import { loadSites } from '../../sites';
import type { Person } from './people';
import type { TvSection } from './tv';

export type StoryKind = 'story' | 'live' | 'gallery' | 'video' | 'cartoon' | 'sponsored' | 'semanaplay';

export interface PlanEntry {
  kind: StoryKind;
  /** Section bank slug (for galleries, chosen from the gallery topics at build time). */
  bank: string;
  /** Published in 2024: old enough for the editorial-desk byline rule. */
  archived: boolean;
  /** A TV video's sections under `/{brand-slug}-tv/` (programme, category, virales). */
  tv?: TvSection[];
  /** A premium gallery (content code '3'): every site has some, so the locked gallery can be tried. */
  premium?: boolean;
  /** Fixed sections, primary first (the forums'), instead of the bank's own. */
  sections?: readonly { path: string; name: string }[];
  /** Sections it is filed under too, after its own (a TV news episode is also a video of /videos/nacion). */
  alsoIn?: readonly { path: string; name: string }[];
  /** A column of this columnist's catalogue (./columns.ts), not one drawn at random. */
  columnist?: Person;
  /** The how-manieth item of its bank (videos counted apart), newest first: picks its headline template. */
  variant?: number;
  /** Before the headline, as live blogs' 'Minuto a minuto |': a section's video never reads as its story. */
  kicker?: string;
  /** A live blog still running at the seed's time: its newest update minutes before it. */
  liveNow?: boolean;
  /** An announced event: it starts this many days after the seed's day (the forums' countdown counts to it). */
  eventInDays?: number;
}

const repeat = (n: number, entry: PlanEntry): PlanEntry[] => Array.from({ length: n }, () => ({ ...entry }));

/**
 * Nación's stories also filed under its subsection Bogotá (issue 28, S3-098): with the ones whose own section it is,
 * enough for /seccion/nacion/bogota/'s main grid (8), the section grid's first 7 and its 'Cargar más notas'.
 * Re-filed, not added: the corpus keeps its size, ids and texts.
 */
const BOGOTA = { path: '/nacion/bogota', name: 'Bogotá' } as const;
const BOGOTA_REFILED = 14;

/**
 * The magazine menu's subsection pages (/seccion/relatos/historias/) list the subsection's path, as every
 * /seccion/{subsection}/{section}/ page does (S1-041): its sections' stories are filed there too.
 */
const MAGAZINE_SUBSECTIONS = magazineSections
  .flatMap((item) => item.children ?? [])
  .map(({ text, link }) => {
    const [parent, slug] = link.split('/').filter(Boolean).slice(1);
    return { slug, to: { path: `/${parent}/${slug}`, name: text } };
  });

function refile(entries: PlanEntry[], bank: string, to: { path: string; name: string }, count: number): void {
  entries
    .filter((e) => e.kind === 'story' && e.bank === bank && !e.archived)
    .slice(0, count)
    .forEach((e) => (e.alsoIn = [...(e.alsoIn ?? []), to]));
}

/**
 * The mix of one site's corpus (about 400 items): the home and landing sections get the most
 * stories, every other section some, plus galleries, videos, live blogs, cartoons, sponsored
 * content, Semana Play and a few 2024 archive stories; the forums site its forums and their videos. Shuffled,
 * so sections interleave in time.
 * The TV videos come on top (./tv.ts).
 */
export function sitePlan(site: string): PlanEntry[] {
  const story = (bank: string, archived = false): PlanEntry => ({ kind: 'story', bank, archived });
  // A brand with its own sections (./brands) fills them as Semana fills its home sections; the news sections
  // keep a few stories each, so their landings and the links to them still list something.
  const brand = BRAND_BANKS.get(site);
  const home: readonly SectionBank[] = brand ?? CORE_BANKS;
  // A magazine without Semana's news desk (./brands) publishes none of its sections, live blogs or cartoons.
  const newsDesk = !WITHOUT_NEWS_DESK.has(site);
  const entries: PlanEntry[] = [
    ...home.flatMap((b) => repeat(brand ? BRAND_SECTION_STORIES : 26, story(b.slug))),
    ...(brand && newsDesk ? CORE_BANKS.flatMap((b) => repeat(4, story(b.slug))) : []),
    ...(BRAND_MORE_BANKS.get(site) ?? []).flatMap((b) => repeat(MORE_SECTION_STORIES, story(b.slug))),
    ...(newsDesk ? OTHER_BANKS.flatMap((b) => repeat(brand ? 4 : otherBankStories(site), story(b.slug))) : []),
    ...home.flatMap((b) => repeat(2, story(b.slug, true))),
    // 21 open galleries: enough for the galleries grid's second page (first offset 9, 12 per load; spec 3, 9).
    ...repeat(21, { kind: 'gallery', bank: 'galerias', archived: false }),
    ...repeat(3, { kind: 'gallery', bank: 'galerias', archived: false, premium: true }),
    // A section's videos under /videos/{section}: the home's section carousels then never show a video the home's
    // video carousel shows too (issue 14, 2: no headline twice on a page).
    ...home.flatMap((b) =>
      repeat(2, {
        kind: 'video',
        bank: b.slug,
        archived: false,
        sections: [{ path: `/videos/${b.slug}`, name: `Videos de ${b.name}` }],
        kicker: 'En video',
      }),
    ),
    ...(newsDesk ? ['nacion', 'politica', 'deportes', 'economia'] : liveSections(home)).map(
      // The first is still running: its newest update minutes before the seed's time (issue 28).
      (bank, i): PlanEntry => ({ kind: 'live', bank, archived: false, ...(i === 0 ? { liveNow: true } : {}) }),
    ),
    // Enough cartoons and specials for their grids' first page and 'load more' (spec 3, 9: from offsets 5 and 9).
    ...(newsDesk
      ? newsDeskExtras()
      : NEWS_PAGES_ARCHIVE.map((bank) => ({ ...story(bank, true), kind: cartoonOr(bank) }))),
    ...(site === FORUMS_SITE ? forumPlan() : []),
    ...linkedMenuSections(site),
  ];
  if (!brand) refile(entries, 'nacion', BOGOTA, BOGOTA_REFILED);
  if (loadSites().get(site)?.magazineMenu)
    for (const { slug, to } of MAGAZINE_SUBSECTIONS) refile(entries, slug, to, Number.POSITIVE_INFINITY);
  const plan = new Rng(`plan:${site}`).shuffle(entries);
  // The newest item is published at `now`: a plain story, since a live blog starts earlier than its slot.
  const first = plan.findIndex((e) => e.kind === 'story' && !e.archived);
  if (first > 0) [plan[0], plan[first]] = [plan[first], plan[0]];
  return numberVariants(plan);
}

/** A magazine's live blog is of a section where one fits (a match, a weather alert, a red carpet), else its first. */
const LIVE_SECTIONS = new Set(['deportes', 'clima', 'celebridades']);
const liveSections = (home: readonly SectionBank[]) => {
  const fitting = home.filter((b) => LIVE_SECTIONS.has(b.slug)).map((b) => b.slug);
  return fitting.length ? fitting : [home[0].slug];
};

/** Semana's news desk's other items: cartoons, specials, its sponsored content and Semana Play. */
const newsDeskExtras = (): PlanEntry[] => [
  ...repeat(14, { kind: 'cartoon', bank: 'caricaturas', archived: false }),
  ...repeat(10, { kind: 'story', bank: 'especiales', archived: false }),
  ...repeat(3, { kind: 'sponsored', bank: 'hablan-las-marcas', archived: false }),
  ...repeat(3, { kind: 'semanaplay', bank: 'semanaplay', archived: false }),
];

/**
 * The stories of the sections a site's menus link that no bank above fills (issue 28: no linked page says it has no
 * stories): the service sections of ./brands/menu-sections.json, and on a news site linking «Foros Semana» the
 * reports of its forums.
 */
function linkedMenuSections(site: string): PlanEntry[] {
  const props = loadSites().get(site);
  if (!props) return [];
  const linked = new Set(menuItems(props).map((item) => item.link));
  const own = new Set([...(BRAND_BANKS.get(site) ?? []), ...(BRAND_MORE_BANKS.get(site) ?? [])].map((b) => b.slug));
  const entries = MENU_BANKS.filter((b) => linked.has(`/${b.slug}/`) && !own.has(b.slug)).flatMap((b) =>
    repeat(MORE_SECTION_STORIES, { kind: 'story', bank: b.slug, archived: false }),
  );
  if (site !== FORUMS_SITE && linked.has(`${FORUM_SECTIONS.events.path}/`))
    entries.push(
      ...repeat(MORE_SECTION_STORIES, {
        kind: 'story',
        bank: 'foros-semana',
        archived: false,
        sections: [FORUM_SECTIONS.events],
      }),
    );
  return entries;
}

/**
 * A magazine keeps one 2024 item of each news section the shared pages name (page-configs/shared/: /nacion/,
 * /caricaturas/…), which every site serves: out of its rails and lists, which hold the newest, and the pages still
 * name a section the site knows (npm run validate).
 */
const NEWS_PAGES_ARCHIVE = [...CORE_BANKS.map((b) => b.slug), 'elecciones', 'especiales', 'caricaturas'];
const cartoonOr = (bank: string): StoryKind => (bank === 'caricaturas' ? 'cartoon' : 'story');

/** How many stories each brand section gets (Semana's home sections get 26). */
const BRAND_SECTION_STORIES = 30;
/** A brand's sections off its home: a landing's first page and more (and ten columns for the rural carousel). */
const MORE_SECTION_STORIES = 10;

/** Numbers each item within its bank in plan order (newest first). */
function numberVariants(plan: PlanEntry[]): PlanEntry[] {
  const seen = new Map<string, number>();
  for (const entry of plan) {
    const key = `${entry.kind === 'video' ? 'video:' : ''}${entry.bank}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    entry.variant = n;
  }
  return plan;
}

const DAY_MS = 86_400_000;
const SPAN_MS = 90 * DAY_MS;

/**
 * Publish time of the story at `index` of `total`: index 0 at `now`, then older, denser in the
 * recent days (as a newsroom publishes), all within 90 days; archive stories fall in 2024.
 */
export function publishTime(rng: Rng, index: number, total: number, now: number, archived: boolean): number {
  if (archived) return Date.UTC(2024, rng.int(0, 11), rng.int(1, 28), rng.int(12, 23), rng.int(0, 59));
  if (index === 0) return now;
  const offset = SPAN_MS * Math.pow(index / total, 1.6) + rng.float() * (SPAN_MS / total) * 0.9;
  return Math.floor((now - offset) / 60_000) * 60_000;
}
