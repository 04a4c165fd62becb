import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as fields from './fields';
import { defineBlock } from './define-block';
import { loadBlocks } from './registry';
import { SPEC_FIELDS } from './fields';

describe('spec 3 config fields', () => {
  it('have one helper each (published comes from defineBlock)', () => {
    const helpers = fields as unknown as Record<string, unknown>;
    for (const name of SPEC_FIELDS.filter((f) => f !== 'published'))
      expect(typeof helpers[name], name).toBe('function');
  });

  it('are made by those helpers wherever a block has one', async () => {
    for (const block of (await loadBlocks()).values()) {
      for (const [name, schema] of Object.entries(block.config.shape)) {
        if (name === 'published' || !(SPEC_FIELDS as readonly string[]).includes(name)) continue;
        expect(fields.isSpecField(schema as z.ZodType), `${block.name}.${name}`).toBe(true);
      }
    }
  });

  it('give every block `published`, default false, first', async () => {
    for (const block of (await loadBlocks()).values()) {
      expect(Object.keys(block.config.shape)[0], block.name).toBe('published');
      expect(block.config.shape.published.parse(undefined)).toBe(false);
    }
  });

  it('keep a block from declaring its own `published`', () => {
    expect(() =>
      defineBlock({
        name: 'x',
        description: 'Bloque de prueba',
        version: 1,
        config: z.object({ published: z.boolean() }),
        component: () => null,
      }),
    ).toThrow('`published` is added by defineBlock');
  });

  it('check what an editor types: links stay on the site or use https, feed sizes stay in range', () => {
    expect(fields.link('x').safeParse('javascript:alert(1)').success).toBe(false);
    expect(fields.link('x').safeParse('//evil.example/').success).toBe(false);
    expect(fields.link('x').safeParse('/nacion/').success).toBe(true);
    expect(fields.feedSize({ default: 8, max: 50 }).safeParse(51).success).toBe(false);
    expect(fields.offSet().parse(undefined)).toBe(0);
    expect(fields.videos().parse(undefined)).toBe(true);
    expect(fields.background().parse(undefined)).toBe('White');
    expect(fields.linkWhatsapp().safeParse('https://wa.me/573001234567').success).toBe(true);
    expect(fields.addClass().safeParse('a"><script>').success).toBe(false);
  });

  it('bound a slider feed to 8..12 with a minimum, and make a required field optional without losing its kind', () => {
    const slider = fields.feedSize({ default: 12, max: 12, min: 8 });
    expect([7, 8, 12, 13].map((n) => slider.safeParse(n).success)).toEqual([false, true, true, false]);
    const collection = fields.optionalField(fields.collectionId('Colección'));
    expect(collection.parse(undefined)).toBeUndefined();
    expect(collection.safeParse('').success).toBe(false);
    expect(fields.isSpecField(collection)).toBe(true);
    expect(fields.referenceOf(collection)).toBe('collection');
  });
});
