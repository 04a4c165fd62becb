import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, browserTest } from './browser';
import { content } from '../../server/db/schema';
import { credited } from '../../contracts/ans';
import { formatShortDate } from '../../ui/format/dates';

const web = browserTest();

interface ShownCard {
  href: string;
  dateTime: string;
  date: string;
  meta: string;
  /** The meta line lies inside its card and is drawn (not clipped to nothing, not off screen to the side). */
  fits: boolean;
}

/** The article cards of a page that show a date, as a reader sees them. */
function shownCards(page: Page): Promise<ShownCard[]> {
  return page.locator('article.card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const meta = card.querySelector('.card__meta');
      const time = meta?.querySelector('time');
      const link = card.querySelector('a');
      if (!meta || !time || !link) return [];
      const box = meta.getBoundingClientRect();
      const frame = card.getBoundingClientRect();
      return [
        {
          href: link.getAttribute('href') ?? '',
          dateTime: time.getAttribute('datetime') ?? '',
          date: time.textContent ?? '',
          meta: meta.textContent ?? '',
          fits: box.width > 0 && box.height > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1,
        },
      ];
    }),
  );
}

/** The stored story a card links to. */
async function storyAt(url: string) {
  const [row] = await web.server.database.db
    .select({ doc: content.doc })
    .from(content)
    .where(and(eq(content.site, 'semana'), eq(content.canonicalUrl, url)));
  return row?.doc;
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('cards show their story date and byline on %s (issue 28)', (_name, viewport) => {
  it.each(['/', '/seccion/nacion/'])('%s: cards carry the date and «Por …» of the story they link to', async (path) => {
    const { page, errors } = await web.newPage(viewport, { pixelImages: true });
    expect((await page.goto(`${web.server.url}${path}`))?.status()).toBe(200);
    const cards = await shownCards(page);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    const signed = [];
    for (const card of cards) {
      const story = await storyAt(card.href);
      expect(story, card.href).toBeDefined();
      if (!story) continue;
      // The date is the story's own, written absolutely in Bogotá time: cached HTML never says «hace 2 horas».
      expect(card.dateTime).toBe(story.display_date);
      expect(card.date).toBe(formatShortDate(story.display_date, 'America/Bogota'));
      expect(card.fits, card.href).toBe(true);
      const names = credited(story.credits?.by).map((a) => a.name.trim());
      if (names.length === 0) {
        expect(card.meta).toBe(card.date);
        continue;
      }
      signed.push(card);
      expect(card.meta).toMatch(/ · Por /);
      for (const name of names) expect(card.meta).toContain(name);
    }
    // The demo seed signs most stories: a page of cards without one byline would be the bug come back.
    expect(signed.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
