import { describe, expect, it } from 'vitest';
import type { Sources } from '../../contracts/sources';
import { keysOf, pageKey, pageSurrogateKeys, trackShownContent } from './surrogate-keys';

describe('surrogate keys', () => {
  it("names a page by its file, and a page's keys hold its site, page, shown content and sections once each", () => {
    expect(pageKey('page-configs/semana/home.json')).toBe('page-semana/home');
    expect(pageKey('templates/default.json')).toBe('page-templates/default');
    const header = pageSurrogateKeys({
      site: 'semana',
      file: 'templates/default.json',
      shown: ['A1', 'B2', 'A1'],
      sections: ['/nacion'],
    });
    expect(keysOf(header)).toEqual([
      'site-semana',
      'page-templates/default',
      'content-A1',
      'content-B2',
      'section-semana-/nacion',
    ]);
  });

  it('notes the stories a source answers (and their related stories), not the images in them', async () => {
    const answer = {
      content_elements: [
        {
          _id: 'STORY1',
          type: 'story',
          canonical_url: '/a/',
          promo_items: { basic: { _id: 'IMG1', type: 'image' } },
          related_content: { basic: [{ _id: 'GAL1', type: 'gallery' }] },
        },
        { _id: 'STORY2', canonical_url: '/b/' },
      ],
    };
    const sources = { 'content-apir': async () => answer } as unknown as Sources;
    const shown = new Set<string>();
    const tracked = trackShownContent(sources, shown) as unknown as Record<string, (p: unknown) => Promise<unknown>>;
    expect(await tracked['content-apir']({})).toBe(answer);
    expect([...shown].sort()).toEqual(['GAL1', 'STORY1', 'STORY2']);
  });
});
