import { describe, expect, it } from 'vitest';
import {
  BANKS_BY_SLUG,
  GALLERY_TOPICS,
  caricaturas,
  foros,
  forosProximos,
  forosVideos,
  marcas,
  semanaplay,
} from './banks';
import { GENERAL_QUOTES, GENERAL_SENTENCES } from './banks/common';
import { BRAND_BANKS, BRAND_GALLERY_TOPICS } from './brands';
import { makeSlots } from './choices';
import { defaultNow } from './demo-content';
import { Rng } from './prng';
import { fill } from './text';

describe('sentence banks', () => {
  const banks = [
    ...BANKS_BY_SLUG.values(),
    ...[...BRAND_BANKS.values()].flat(),
    caricaturas,
    marcas,
    semanaplay,
    foros,
    forosProximos,
    forosVideos,
  ];
  it('use only placeholders that every story defines', () => {
    for (const bank of banks) {
      const slots = makeSlots(new Rng(bank.slug), bank);
      const templates = [
        ...bank.headlines,
        ...bank.subheadlines,
        ...bank.sentences,
        ...bank.headers,
        ...bank.quotes,
        ...bank.roles,
        ...bank.listItems,
        ...bank.tags,
        ...bank.images,
        ...GENERAL_SENTENCES,
        ...GENERAL_QUOTES,
        ...[...GALLERY_TOPICS, ...[...BRAND_GALLERY_TOPICS.values()].flat()].flatMap((t) => [
          t.headline,
          ...t.captions,
        ]),
      ];
      for (const t of templates) expect(fill(t, slots)).not.toMatch(/[{}]/);
    }
  });

  it('hold no duplicate sentence', () => {
    for (const bank of banks) expect(new Set(bank.sentences).size, bank.slug).toBe(bank.sentences.length);
  });
});

describe('defaultNow', () => {
  it('is noon UTC once noon has passed, and never in the future', () => {
    expect(defaultNow(Date.UTC(2026, 0, 5, 18, 30))).toBe(Date.UTC(2026, 0, 5, 12));
    expect(defaultNow(Date.UTC(2026, 0, 5, 7, 45))).toBe(Date.UTC(2026, 0, 5, 7));
  });
});

// Issue 28: a deck or intertitle is drawn for any story of its section, in any order, so it names no one story.
describe('texts that read in any story of their section', () => {
  const all = [...BANKS_BY_SLUG.values(), ...[...BRAND_BANKS.values()].flat(), foros, forosProximos];
  it('have intertitles that say nothing of their place in the story (no «Epílogo» first)', () => {
    const placed = all.flatMap((b) => b.headers.filter((h) => /^(Capítulo \d|Epílogo|Prólogo|Primera parte)/.test(h)));
    expect(placed).toEqual([]);
  });

  it('have decks that describe no particular person (a football gallery is about no «joven deportista»)', () => {
    const personal = all.flatMap((b) =>
      b.subheadlines.filter((d) => /^(La|El) (joven|deportista|jugadora|jugador|atleta)\b/.test(d)),
    );
    expect(personal).toEqual([]);
  });
});
