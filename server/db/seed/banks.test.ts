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
import { BRAND_BANKS } from './brands';
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
        ...GALLERY_TOPICS.flatMap((t) => [t.headline, ...t.captions]),
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
