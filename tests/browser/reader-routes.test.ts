import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';
import { authors, content } from '../../server/db/schema';
import { contentRow } from '../../server/content/content-row';
import { authorStories, FIXTURE_AUTHOR, FIXTURE_TAG } from '../../fixtures/authors';

const web = browserTest();

beforeAll(async () => {
  await web.server.database.db.insert(authors).values(FIXTURE_AUTHOR);
  await web.server.database.db.insert(content).values(authorStories(14).map(contentRow));
});

describe('author and tag pages in the browser', () => {
  it("author page: photo and byline, 10 stories, and 'Cargar más' appends the remaining 4", async () => {
    const { page, errors } = await web.newPage(MOBILE);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/content/content-apir-author') && asked.push(r.url()));
    await page.goto(`${web.server.url}/autor/${FIXTURE_AUTHOR.slug}/?_website=semana`);
    expect(await page.locator('h1').textContent()).toBe(FIXTURE_AUTHOR.byline);
    const photo = page.locator('img.author-profile__photo');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect.poll(() => page.locator('.compact-card').count()).toBe(10);
    const more = page.getByRole('button', { name: 'Cargar más' });
    await more.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'load-more-list');
    await more.click();
    await expect.poll(() => page.locator('.compact-card').count()).toBe(14);
    expect(JSON.parse(new URL(asked[0]).searchParams.get('query') ?? '{}')).toMatchObject({
      authorSlug: FIXTURE_AUTHOR.slug,
      feedOffset: 10,
      feedSize: 10,
    });
    // Oldest last, and no button once the list is complete.
    expect(await page.locator('.compact-card__headline').last().textContent()).toContain('número 0');
    expect(await page.getByRole('button', { name: 'Cargar más' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("tag page: the tag as heading and its stories, newest first, with 'Cargar más'", async () => {
    const { page, errors } = await web.newPage(DESKTOP);
    await page.goto(`${web.server.url}/noticias/${FIXTURE_TAG.slug}/?_website=semana`);
    expect(await page.locator('h1').textContent()).toBe(FIXTURE_TAG.text);
    await expect.poll(() => page.locator('.compact-card').count()).toBe(10);
    expect(await page.locator('.compact-card__headline').first().textContent()).toContain('número 13');
    const more = page.getByRole('button', { name: 'Cargar más' });
    await more.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'load-more-list');
    await more.click();
    await expect.poll(() => page.locator('.compact-card').count()).toBe(14);
    expect(errors).toEqual([]);
    await page.close();
  });
});
