import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { longLiveStoryFixture } from '../../fixtures/live';
import { DESKTOP, MOBILE, browserTest } from './browser';

const live = longLiveStoryFixture();
const locked = longLiveStoryFixture('fixture-en-vivo-bloqueado');
locked.content_restrictions = { content_code: '3' };
locked.canonical_url = '/nacion/articulo/minuto-a-minuto-bloqueado/fixture-en-vivo-bloqueado/';

const web = browserTest({ stories: [live, locked] });

/** Whether an element's box lies inside the viewport. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

describe('live blog in the browser (template live)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])("scrolls to the matching time when an 'Actualizaciones' entry is clicked (%s)", async (_name, viewport) => {
    const { page, errors } = await web.newPage(viewport);
    await page.goto(`${web.server.url}${live.canonical_url}?_website=semana`);
    const timeline = page.getByRole('navigation', { name: 'Actualizaciones' });
    expect(await timeline.getByRole('link').count()).toBe(12);
    expect(await inView(page, '#hora-1105am')).toBe(false);
    await timeline.getByRole('link', { name: /^11:05 a\.m\./ }).click();
    await expect.poll(() => inView(page, '#hora-1105am')).toBe(true);
    expect(await page.locator('#hora-1105am').textContent()).toBe('11:05 a.m.');
    expect(await page.locator('#hora-1105am').getAttribute('datetime')).toBe('2025-03-05T11:05:00-05:00');
    expect(page.url()).toContain('#hora-1105am');
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await page.close();
  });

  it('puts LiveBlogPosting structured data in the head', async () => {
    const res = await fetch(`${web.server.url}${live.canonical_url}?_website=semana`);
    const html = await res.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );
    const posting = blocks.find((ld) => ld['@type'] === 'LiveBlogPosting');
    expect(posting).toMatchObject({
      coverageStartTime: '2025-03-05T00:00:00-05:00',
      coverageEndTime: '2025-03-05T23:59:00-05:00',
    });
    expect(posting?.liveBlogUpdate).toHaveLength(12);
  });

  it('sends neither updates nor timeline for a locked live blog', async () => {
    const html = await (await fetch(`${web.server.url}${locked.canonical_url}?_website=semana`)).text();
    expect(html).toContain('Este contenido es exclusivo para suscriptores');
    expect(html).not.toContain('Actualización número');
    expect(html).not.toContain('Actualizaciones');
  });
});
