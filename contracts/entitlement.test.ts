import { describe, expect, it } from 'vitest';
import { decideAccess, entitles, isLocked } from './entitlement';

const story = (path: string, code = '3', site = 'semana') => ({
  canonical_url: path,
  canonical_website: site,
  content_restrictions: { content_code: code },
});
const reader = (...subscriptionStatuses: number[]) => ({ subscriptionStatuses });

describe('article locking (spec 1, 4)', () => {
  it("S1-156: content code '3' locks with locked-state code 6 unless the reader holds status 1, 3 or 4", () => {
    expect(decideAccess(story('/nacion/x/'), null)).toEqual({ locked: true, lockedStateCode: 6 });
    expect(decideAccess(story('/nacion/x/'), reader())).toEqual({ locked: true, lockedStateCode: 6 });
    for (const status of [1, 3, 4]) expect(decideAccess(story('/nacion/x/'), reader(status)).locked).toBe(false);
    expect(decideAccess(story('/nacion/x/', '1'), null).locked).toBe(false);
    expect(decideAccess({ canonical_url: '/nacion/x/' }, null).locked).toBe(false);
  });

  it('S1-151: status 5 (active in the header) and 2 still meet the lock', () => {
    expect(entitles([5])).toBe(false);
    expect(entitles([2, 5])).toBe(false);
    expect(entitles([5, 4])).toBe(true);
    expect(decideAccess(story('/nacion/x/'), reader(5)).locked).toBe(true);
  });

  it('S1-157: never locks under the skipped paths, matched anywhere in the path', () => {
    for (const path of [
      '/especiales/x/',
      '/especiales-multimedia/x/',
      '/semana-tv/programas/x/',
      '/semanaplay/x/',
      '/hablan-las-marcas/x/',
      '/mejor-colombia/x/',
      '/foros-semana/x/',
    ])
      expect(isLocked(story(path))).toBe(false);
    // The TV path is the brand's own: /soho-tv for Soho, and /semana-tv is then an ordinary path.
    expect(isLocked(story('/soho-tv/x/', '3', 'soho'))).toBe(false);
    expect(isLocked(story('/semana-tv/x/', '3', 'soho'))).toBe(true);
    expect(isLocked(story('/nacion/x/'))).toBe(true);
  });

  it("S1-158: under /finanzas code '1' never locks and code '3' locks like anywhere else", () => {
    expect(decideAccess(story('/finanzas/x/', '1'), null).locked).toBe(false);
    expect(decideAccess(story('/finanzas/x/', '3'), null)).toEqual({ locked: true, lockedStateCode: 6 });
  });
});
