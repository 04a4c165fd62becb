import type { SiteProps } from '../../../contracts/site-schema';
import type { SectionBank } from './banks';
import { FEMALE_NAMES, MALE_NAMES, PLACES, SURNAMES, WEEKDAYS } from './banks/common';
import { COLUMNISTS, JOURNALISTS, byline, deskByline, type Byline } from './people';
import type { Rng } from './prng';
import { fill, formatNumber, slugify, type Slots } from './text';

function personName(rng: Rng, names: readonly string[]): string {
  const first = rng.pick(names);
  const [a, b] = rng.sample(SURNAMES, 2);
  return rng.chance(0.5) ? `${first} ${a}` : `${first} ${a} ${b}`;
}

/**
 * The placeholder values of one story: the same city, people and figures throughout it. With the story's `variant`
 * (its rank in its bank), the bank's first own slot ({tema}) turns with each round of headline templates, so two
 * items of one round and template apart never read alike.
 */
export function makeSlots(rng: Rng, bank: SectionBank, variant?: number): Slots {
  const [ciudad, departamento] = rng.pick(PLACES);
  // {vocero} and {vocera} are who a quote cites: a man or a woman, as the quoted role says.
  const slots: Slots = {
    persona: personName(rng, MALE_NAMES),
    persona2: personName(rng, FEMALE_NAMES),
    vocero: personName(rng, MALE_NAMES),
    vocera: personName(rng, FEMALE_NAMES),
    ciudad,
    departamento,
    cifra: String(rng.int(3, 40)),
    miles: formatNumber(rng.int(12, 95) * 100),
    porcentaje: `${formatNumber(rng.int(12, 189) / 10, 1)} %`,
    dia: rng.pick(WEEKDAYS),
  };
  // Two slots drawn from the same list (a match's two teams) must differ.
  const used = new Set(Object.values(slots));
  for (const [i, [name, values]] of Object.entries(bank.slots ?? {}).entries()) {
    const free = values.filter((v) => !used.has(v));
    const drawn = rng.pick(free.length ? free : values);
    const round = variant === undefined ? undefined : Math.floor(variant / bank.headlines.length);
    slots[name] = i === 0 && round !== undefined ? values[round % values.length] : drawn;
    used.add(slots[name]);
  }
  return slots;
}

/** Two to six tags: the section's own, sometimes the story's city. */
export function makeTags(rng: Rng, bank: SectionBank, slots: Slots): { text: string; slug: string }[] {
  const texts = rng.sample(bank.tags, rng.int(2, 5));
  if (rng.chance(0.5)) texts.push(slots.ciudad);
  return texts.map((text) => ({ text: fill(text, slots), slug: slugify(fill(text, slots)) }));
}

export type BylinePolicy = 'columnist' | 'archive' | 'desk' | 'none' | 'newsroom';

/**
 * `credits.by`: opinion has its columnist; archive stories (2024) are mostly unsigned, so the
 * editorial-desk rule of spec 1, 2.4 shows; the rest mix reporters, the desk and no byline.
 */
export function makeCredits(rng: Rng, site: SiteProps, policy: BylinePolicy): Byline[] {
  if (policy === 'columnist') return [byline(rng.pick(COLUMNISTS))];
  if (policy === 'none') return [];
  if (policy === 'desk') return [deskByline(site)];
  const roll = rng.float();
  if (policy === 'archive') return roll < 0.7 ? [] : [byline(rng.pick(JOURNALISTS))];
  if (roll < 0.08) return rng.sample(JOURNALISTS, 2).map(byline);
  if (roll < 0.55) return [byline(rng.pick(JOURNALISTS))];
  if (roll < 0.85) return [deskByline(site)];
  return [];
}

/** About one story in ten is premium (content code '3'); most of the rest are marked free ('1'). */
export function makeContentCode(rng: Rng): string | undefined {
  const roll = rng.float();
  if (roll < 0.1) return '3';
  return roll < 0.6 ? '1' : undefined;
}
