import type { StoryDocument } from '../../../contracts/ans';
import type { SiteProps } from '../../../contracts/site-schema';
import { menuItems } from '../../../contracts/site-menus';
import { FIRST_YEAR, PRINTED_EDITIONS_PATH } from '../../../blocks/printed-editions/edition-years';
import { calendarDay } from '../../../ui/format/dates';
import { CORE_BANKS } from './banks';
import { BRAND_BANKS } from './brands';
import { makeSlots } from './choices';
import { ElementIds, listElement, picture, textElement } from './elements';
import { storyId } from './ids';
import { deskByline } from './people';
import { Rng } from './prng';
import { capitalize, fill, formatNumber, slugify } from './text';

/** The section the printed-editions block lists (blocks/printed-editions: 'edicion'). */
export const EDITIONS_SECTION = { _id: '/edicion', path: '/edicion', name: 'Edición impresa' } as const;

/** Editions a year the demo keeps: a sample of each year (the year's page lists them all). */
export const EDITIONS_PER_YEAR = 4;

/** When a title's first issue came out and how often it prints, for the issue numbers. */
const CADENCE: Readonly<Record<string, { since: number; everyDays: number }>> = {
  semana: { since: Date.UTC(1982, 4, 12), everyDays: 7 },
  elpais: { since: Date.UTC(1950, 3, 23), everyDays: 1 },
};
const MONTHLY = { since: Date.UTC(1999, 0, 1), everyDays: 30 };
const DAY_MS = 86_400_000;

/** Whether the site has printed editions: its menus link «Impresa» (issue 28: only a site that prints does). */
export const printsEditions = (site: SiteProps) => menuItems(site).some((i) => i.link === PRINTED_EDITIONS_PATH);

/** The years /impresa/ lists (blocks/printed-editions/edition-years.ts): from last year back to 2000. */
function shownYears(now: number, timeZone: string): number[] {
  const last = Number(calendarDay(now, timeZone).slice(0, 4)) - 1;
  return Array.from({ length: Math.max(0, last - FIRST_YEAR + 1) }, (_, i) => last - i);
}

/** How many editions the site's /impresa/ pages hold for `now`. */
export const editionCount = (site: SiteProps, now: number) =>
  printsEditions(site) ? shownYears(now, site.timezone).length * EDITIONS_PER_YEAR : 0;

/**
 * The printed editions of every year /impresa/ shows (issue 28: no year reads «no editions»), numbered from
 * `firstIndex` (after the site's other items), each a page with its cover and the stories inside. The years follow
 * the seed's day, so the list stays whole on any day.
 */
export function* siteEditions(site: SiteProps, firstIndex: number, now: number): Generator<StoryDocument> {
  if (!printsEditions(site)) return;
  const cadence = CADENCE[site.slug] ?? MONTHLY;
  const banks = BRAND_BANKS.get(site.slug) ?? CORE_BANKS;
  let index = firstIndex;
  for (const year of shownYears(now, site.timezone)) {
    for (let k = EDITIONS_PER_YEAR - 1; k >= 0; k--) {
      const id = storyId(site.slug, index++);
      const rng = new Rng(`edition:${site.slug}:${year}:${k}`);
      // One a quarter, on a publishing day of the title's cadence, at 6:00 in Colombia.
      const planned = Date.UTC(year, k * 3 + rng.int(0, 2), rng.int(1, 28), 11);
      const issue = Math.floor((planned - cadence.since) / (cadence.everyDays * DAY_MS)) + 1;
      const onCadence = cadence.since + (issue - 1) * cadence.everyDays * DAY_MS + 11 * 3_600_000;
      const day = new Date(onCadence).getUTCFullYear() === year ? onCadence : planned;
      const inside = rng.sample(banks, 4).map((bank) => {
        const slots = makeSlots(rng, bank);
        return { bank, text: capitalize(fill(rng.pick(bank.headlines), slots)) };
      });
      yield editionDocument(site, id, { issue, day, inside, rng });
    }
  }
}

interface EditionInput {
  issue: number;
  day: number;
  inside: { bank: { name: string }; text: string }[];
  rng: Rng;
}

function editionDocument(site: SiteProps, id: string, { issue, day, inside, rng }: EditionInput): StoryDocument {
  const [cover, ...others] = inside;
  const headline = `Edición ${formatNumber(issue)}: ${cover.text}`;
  const iso = new Date(day).toISOString();
  const ids = new ElementIds(id);
  const deck = `La edición impresa de ${site.name} del ${calendarDay(day, site.timezone)}, en formato digital.`;
  const alt = `Portada de la edición ${formatNumber(issue)} de ${site.name}`;
  return {
    _id: id,
    type: 'story',
    subtype: 'edicion-impresa',
    canonical_url: `${EDITIONS_SECTION.path}/articulo/${slugify(headline)}/${id}/`,
    canonical_website: site.slug,
    headlines: { basic: headline },
    subheadlines: { basic: deck },
    description: { basic: deck },
    display_date: iso,
    publish_date: iso,
    created_date: iso,
    last_updated_date: iso,
    copyright: `© ${new Date(day).getUTCFullYear()} ${site.name}`,
    credits: { by: [deskByline(site)], affiliation: [{ name: site.name }] },
    owner: { sponsored: false },
    source: { system: 'news-runtime', name: site.name, source_type: 'staff' },
    promo_items: { basic: picture({ id, alt, caption: `${alt}.`, by: `Archivo ${site.name}` }) },
    taxonomy: {
      primary_section: EDITIONS_SECTION,
      sections: [EDITIONS_SECTION],
      tags: ['Edición impresa', cover.bank.name].map((text) => ({ text, slug: slugify(text) })),
    },
    content_elements: [
      textElement(ids.next(), `El tema de portada de esta edición: «${cover.text}».`),
      textElement(ids.next(), `Además, en sus ${rng.int(6, 12) * 8} páginas:`),
      listElement(
        ids.next(),
        false,
        others.map((o) => `${o.bank.name}: ${o.text}.`),
      ),
    ],
  };
}
