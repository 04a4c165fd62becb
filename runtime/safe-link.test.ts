import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadBlocks } from './registry';
import { link, url } from './fields';
import { isSafeLink, safeLink, SAFE_LINK_MESSAGE, SAFE_LINK_PATTERN } from './safe-link';

const good = [
  '/',
  '/nacion/',
  '/suscripciones-online/?offerId=466#planes',
  '/buscar?q=a%20b',
  'https://www.semana.com/nueva/',
  'https://wa.me/573001234567',
  'https://example.com',
];
const bad = [
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\evil.example',
  '//evil.example/',
  '///evil.example/',
  'https:///evil.example/',
  'https://',
  'https://www.semana.com@evil.example/',
  'https://www.semana.com\\@evil.example/',
  'http://www.semana.com/',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'nacion/',
  '',
  '/nacion/\u0000',
  '/\t/evil.example',
  '/na\ncion/',
  'https://www.semana.com/\u007f',
  'https://www.semana.com/\u0085',
];

describe('the safe-link rule (issue 24, item 7)', () => {
  it.each(good)('accepts %j', (value) => {
    expect(isSafeLink(value)).toBe(true);
    expect(link('x').safeParse(value).success).toBe(true);
    expect(safeLink(value)).toBe(value);
  });

  it.each(bad)('refuses %j at save and ignores it at render', (value) => {
    expect(isSafeLink(value)).toBe(false);
    const parsed = url({ description: 'x' }).safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(SAFE_LINK_MESSAGE);
    expect(safeLink(value)).toBeUndefined();
  });

  it('is one pattern for the JSON Schema, valid in the editor (u flag) and refusing what the renderer ignores', () => {
    const editorCheck = new RegExp(SAFE_LINK_PATTERN.source, 'u');
    for (const value of good) expect(editorCheck.test(value), value).toBe(true);
    // Only addresses that do not parse get past the pattern: a browser could not follow them anywhere.
    expect(bad.filter((value) => editorCheck.test(value))).toEqual([]);
  });

  it('keeps every accepted path on the site, as a browser resolves it', () => {
    for (const value of [...good, ...bad].filter((v) => v.startsWith('/') && isSafeLink(v)))
      expect(new URL(value, 'https://www.semana.com/nacion/').host).toBe('www.semana.com');
  });

  it("holds in every block's link and address fields, nested ones included", async () => {
    const checked: string[] = [];
    const walk = (schema: z.ZodType, where: string): void => {
      const def = schema.def as { type: string; innerType?: z.ZodType; element?: z.ZodType };
      if (def.innerType) return walk(def.innerType, where);
      if (def.element) return walk(def.element, `${where}[]`);
      if (!(schema instanceof z.ZodObject)) return;
      for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
        if (/^(link|url|image|href)/i.test(key)) {
          expect(field.safeParse('/\\evil.example').success, `${where}.${key}`).toBe(false);
          expect(field.safeParse('https://wa.me/\u0000').success, `${where}.${key}`).toBe(false);
          checked.push(`${where}.${key}`);
        } else walk(field, `${where}.${key}`);
      }
    };
    for (const block of (await loadBlocks()).values()) walk(block.config, block.name);
    expect(checked).toContain('partner-carousel.logos[].link');
    expect(checked).toContain('redirect.url');
    expect(checked.length).toBeGreaterThan(20);
  });
});
