import { CORE_BANKS, OTHER_BANKS } from './banks';
import { FORUMS_SITE, forumPlan, otherBankStories } from './forums';
import { Rng } from './prng';
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
}

const repeat = (n: number, entry: PlanEntry): PlanEntry[] => Array.from({ length: n }, () => ({ ...entry }));

/**
 * The mix of one site's corpus (about 400 items): the home and landing sections get the most
 * stories, every other section some, plus galleries, videos, live blogs, cartoons, sponsored
 * content, Semana Play and a few 2024 archive stories; the forums site its forums and their videos. Shuffled,
 * so sections interleave in time.
 * The TV videos come on top (./tv.ts).
 */
export function sitePlan(site: string): PlanEntry[] {
  const story = (bank: string, archived = false): PlanEntry => ({ kind: 'story', bank, archived });
  const entries: PlanEntry[] = [
    ...CORE_BANKS.flatMap((b) => repeat(26, story(b.slug))),
    ...OTHER_BANKS.flatMap((b) => repeat(otherBankStories(site), story(b.slug))),
    ...CORE_BANKS.flatMap((b) => repeat(2, story(b.slug, true))),
    // 21 open galleries: enough for the galleries grid's second page (first offset 9, 12 per load; spec 3, 9).
    ...repeat(21, { kind: 'gallery', bank: 'galerias', archived: false }),
    ...repeat(3, { kind: 'gallery', bank: 'galerias', archived: false, premium: true }),
    ...CORE_BANKS.flatMap((b) => repeat(2, { kind: 'video', bank: b.slug, archived: false })),
    ...['nacion', 'politica', 'deportes', 'economia'].map((bank): PlanEntry => ({
      kind: 'live',
      bank,
      archived: false,
    })),
    // Enough cartoons and specials for their grids' first page and 'load more' (spec 3, 9: from offsets 5 and 9).
    ...repeat(14, { kind: 'cartoon', bank: 'caricaturas', archived: false }),
    ...repeat(10, story('especiales')),
    ...repeat(3, { kind: 'sponsored', bank: 'hablan-las-marcas', archived: false }),
    ...repeat(3, { kind: 'semanaplay', bank: 'semanaplay', archived: false }),
    ...(site === FORUMS_SITE ? forumPlan() : []),
  ];
  const plan = new Rng(`plan:${site}`).shuffle(entries);
  // The newest item is published at `now`: a plain story, since a live blog starts earlier than its slot.
  const first = plan.findIndex((e) => e.kind === 'story' && !e.archived);
  if (first > 0) [plan[0], plan[first]] = [plan[first], plan[0]];
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
