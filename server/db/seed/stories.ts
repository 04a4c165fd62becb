import type { AnsElement, StoryDocument } from '../../../contracts/ans';
import type { SiteProps } from '../../../contracts/site-schema';
import {
  BANKS_BY_SLUG,
  caricaturas,
  foros,
  forosProximos,
  forosVideos,
  marcas,
  semanaplay,
  type SectionBank,
} from './banks';
import { GENERAL_SENTENCES, PHOTO_CREDITS } from './banks/common';
import { BRAND_BANKS, BRAND_MORE_BANKS, MENU_BANKS } from './brands';
import { composeBody, paragraph, bodyImage, type BodyInput } from './body';
import { makeContentCode, makeCredits, makeSlots, makeTags, type BylinePolicy } from './choices';
import { ElementIds, picture } from './elements';
import { galleryImages, pickGalleryTopic } from './gallery';
import { buildLiveBody, liveSchedule } from './live';
import { byline } from './people';
import type { PlanEntry } from './plan';
import { Rng } from './prng';
import { capitalize, fill, SentencePool, slugify } from './text';

export interface StoryInput {
  site: SiteProps;
  id: string;
  entry: PlanEntry;
  publish: number;
  now: number;
}

type Section = { _id: string; path: string; name: string };

const section = (path: string, name: string): Section => ({ _id: path, path, name });
const EXTRA_BANKS: Record<string, SectionBank> = {
  caricaturas,
  'hablan-las-marcas': marcas,
  semanaplay,
  'foros-semana': foros,
  'foros-semana-proximos': forosProximos,
  'foros-semana-videos': forosVideos,
};

/** A brand's own bank first: Soho's 'deportes' is not Semana's. */
function bankFor(site: string, slug: string): SectionBank {
  const own = [...(BRAND_BANKS.get(site) ?? []), ...(BRAND_MORE_BANKS.get(site) ?? [])];
  const bank =
    own.find((b) => b.slug === slug) ??
    BANKS_BY_SLUG.get(slug) ??
    EXTRA_BANKS[slug] ??
    MENU_BANKS.find((b) => b.slug === slug);
  if (!bank) throw new Error(`no sentence bank for ${slug}`);
  return bank;
}

const hasOwnSection = (site: string, slug: string) => Boolean(BRAND_MORE_BANKS.get(site)?.some((b) => b.slug === slug));

/** The story's own section, or now and then one of its subsections (e.g. /mundo/noticias-estados-unidos). */
function primaryOf(rng: Rng, bank: SectionBank): Section[] {
  const own = section(bank.path ?? `/${bank.slug}`, bank.name);
  const sub = bank.subsections?.length && rng.chance(0.25) ? rng.pick(bank.subsections) : undefined;
  return sub ? [section(`${own.path}/${sub.slug}`, sub.name), own] : [own];
}

function urlWord(kind: PlanEntry['kind']): string {
  if (kind === 'gallery' || kind === 'cartoon') return 'galeria';
  return kind === 'video' ? 'video' : 'articulo';
}

function bylinePolicy(entry: PlanEntry, bank: SectionBank): BylinePolicy {
  if (bank.subtype === 'opinion') return 'columnist';
  if (entry.archived) return 'archive';
  if (entry.kind === 'sponsored') return 'none';
  if (entry.kind === 'cartoon' || entry.kind === 'semanaplay') return 'desk';
  return 'newsroom';
}

/** An announced event's start: 8:00 in Colombia (UTC-5), `days` after the seed's day. */
function eventDate(now: number, days: number): string {
  const day = new Date(now - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T08:00:00-05:00`;
}

function youtubeId(rng: Rng): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 11 }, () => rng.pick([...alphabet])).join('');
}

/** One ANS document, generated from its own seed: any story can be rebuilt alone, in any order. */
export function buildStory({ site, id, entry, publish: planned, now }: StoryInput): StoryDocument {
  const rng = new Rng(`story:${id}`);
  const topic = entry.kind === 'gallery' ? pickGalleryTopic(rng, site.slug, id) : undefined;
  const bank = bankFor(site.slug, topic?.section ?? entry.bank);
  const slots = makeSlots(rng, bank, entry.variant);
  const live =
    entry.kind === 'live'
      ? entry.liveNow
        ? liveSchedule(rng, now - rng.int(4, 20) * 60_000, true)
        : liveSchedule(rng, planned)
      : undefined;
  const publish = live?.publish ?? planned;
  // A TV video lives under its programme (`/semana-tv/programas/...`), out of the news sections' lists.
  const [primary, ...parents] = entry.tv
    ? entry.tv.map((tv) => section(`/${site.slug}-tv/${tv.rest}`, tv.name))
    : entry.sections
      ? entry.sections.map((s) => section(s.path, s.name))
      : primaryOf(rng, bank);
  // The k-th item of a bank takes the k-th template: a section's newest stories never share a headline.
  const drawn = rng.pick(bank.headlines);
  const template = entry.variant === undefined ? drawn : bank.headlines[entry.variant % bank.headlines.length];
  const headlineText = capitalize(fill(topic?.headline ?? template, slots));
  const kicker = live ? 'Minuto a minuto' : entry.kicker;
  const headline = kicker ? `${kicker} | ${headlineText}` : headlineText;
  const subheadline = fill(rng.pick(bank.subheadlines), slots);

  const ids = new ElementIds(id);
  const pool = new SentencePool(rng, bank.sentences, GENERAL_SENTENCES);
  const input: BodyInput = { rng, bank, slots, storyId: id, ids, pool, siteName: site.name };
  let body: AnsElement[];
  if (topic) body = galleryImages(rng, site, id, topic, slots);
  else if (live) body = buildLiveBody(input, live.times);
  else if (entry.kind === 'video' || entry.kind === 'cartoon')
    body = [paragraph(input), paragraph(input), ...(entry.kind === 'cartoon' ? [bodyImage(input, 1)] : [])].filter(
      (e): e is AnsElement => e !== null,
    );
  else body = composeBody(input);

  const extraSections: Section[] = [];
  if (topic) extraSections.push(section('/galerias', 'Galerías'));
  if (entry.kind === 'video') extraSections.push(section('/videos', 'Videos'));
  for (const also of entry.alsoIn ?? [])
    if (![primary, ...parents].some((s) => s._id === also.path)) extraSections.push(section(also.path, also.name));
  // People stories also fill the lifestyle section the lifestyle carousel links to (/seccion/estilo-de-vida).
  // Not on a brand with a lifestyle section of its own (Soho's magazine menu).
  if (bank.slug === 'gente' && entry.kind === 'story' && !hasOwnSection(site.slug, 'estilo-de-vida'))
    extraSections.push(section('/estilo-de-vida', 'Estilo de vida'));
  if (bank.partOf) extraSections.push(section(`/${bank.partOf.slug}`, bank.partOf.name));
  if (live) extraSections.push(section('/live', 'En vivo'));

  const path = primary.path.slice(1);
  const promoAlt = fill(rng.pick(bank.images), slots);
  const credits = entry.columnist ? [byline(entry.columnist)] : makeCredits(rng, site, bylinePolicy(entry, bank));
  const code = entry.kind === 'story' || entry.kind === 'live' ? makeContentCode(rng) : entry.premium ? '3' : undefined;
  const updated = Math.min(now, publish + (rng.chance(0.3) ? rng.int(5, 180) * 60_000 : 0), live?.updated ?? now);
  const iso = (ms: number) => new Date(ms).toISOString();
  const type = topic ? 'gallery' : entry.kind === 'video' ? 'video' : 'story';

  return {
    _id: id,
    type,
    subtype:
      entry.kind === 'live'
        ? 'en-vivo'
        : type === 'story'
          ? (bank.subtype ?? 'articulo')
          : type === 'gallery'
            ? 'galeria'
            : 'video',
    canonical_url: `/${path}/${urlWord(entry.kind)}/${slugify(headline)}/${id}/`,
    canonical_website: site.slug,
    headlines: { basic: headline },
    subheadlines: { basic: subheadline },
    description: { basic: subheadline },
    display_date: iso(publish),
    publish_date: iso(publish),
    created_date: iso(publish - rng.int(10, 120) * 60_000),
    last_updated_date: iso(Math.max(publish, updated)),
    // Spec 1, 3 (S1-134): the publication's copyright line, and the newsroom as the byline's affiliation.
    copyright: `© ${new Date(publish).getUTCFullYear()} ${site.name}`,
    credits: { by: credits, ...(credits.length ? { affiliation: [{ name: site.name }] } : {}) },
    ...(code ? { content_restrictions: { content_code: code } } : {}),
    // Spec 3, 3: every list element says whether its owner sponsors it, and which system it comes from.
    owner: { sponsored: entry.kind === 'sponsored' },
    source: { system: 'news-runtime', name: site.name, source_type: 'staff' },
    promo_items: {
      basic: picture({
        id,
        alt: promoAlt,
        caption: `${promoAlt}.`,
        by: rng.chance(0.4) ? `Archivo ${site.name}` : rng.pick(PHOTO_CREDITS),
      }),
    },
    taxonomy: {
      primary_section: primary,
      sections: [primary, ...parents, ...extraSections],
      tags: makeTags(rng, bank, slots),
    },
    content_elements: body,
    ...(entry.kind === 'video'
      ? { video: { youtubeId: youtubeId(rng), duration: `PT${rng.int(1, 14)}M${rng.int(0, 59)}S` } }
      : {}),
    ...(entry.eventInDays !== undefined
      ? { additional_properties: { event_date: eventDate(now, entry.eventInDays) } }
      : {}),
  };
}
