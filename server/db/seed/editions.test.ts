import { describe, expect, it } from 'vitest';
import { loadSites } from '../../sites';
import { editionYears } from '../../../blocks/printed-editions/edition-years';
import { EDITIONS_SECTION, printsEditions, siteEditions } from './editions';
import { storyDocument } from '../../../contracts/ans';
import { calendarDay } from '../../../ui/format/dates';

const sites = [...loadSites().values()];
const day = (iso: string, timeZone: string) => calendarDay(iso, timeZone);

describe('printed editions (issue 28)', () => {
  it('links «Impresa» on Semana and El País, which print, and not on Foros Semana', () => {
    expect(printsEditions(loadSites().get('semana')!)).toBe(true);
    expect(printsEditions(loadSites().get('elpais')!)).toBe(true);
    expect(printsEditions(loadSites().get('foros-semana')!)).toBe(false);
  });

  // Any day: the years /impresa/ lists move with the seed's day, and each has editions.
  it.each([Date.UTC(2026, 10, 28, 12), Date.UTC(2031, 0, 2, 12)])(
    'gives every year /impresa/ lists editions of that year on a site that prints (seed day %i)',
    (now) => {
      for (const site of sites.filter(printsEditions)) {
        const editions = [...siteEditions(site, 10_000, now)];
        for (const doc of editions) storyDocument.parse(doc);
        expect(editions.every((e) => e.taxonomy.primary_section._id === EDITIONS_SECTION._id)).toBe(true);
        const years = editionYears(now, site.timezone);
        for (const year of years) {
          const ofYear = editions.filter((e) => day(e.display_date, site.timezone).startsWith(`${year}-`));
          expect(ofYear.length, `${site.slug} ${year}`).toBeGreaterThanOrEqual(3);
          expect(ofYear.every((e) => /^Edición [\d.]+: /.test(e.headlines.basic))).toBe(true);
        }
        expect(new Set(editions.map((e) => e.headlines.basic)).size).toBe(editions.length);
      }
    },
  );

  it('gives a site without printed editions none', () => {
    expect([...siteEditions(loadSites().get('foros-semana')!, 10_000, Date.UTC(2026, 10, 28, 12))]).toEqual([]);
  });
});
