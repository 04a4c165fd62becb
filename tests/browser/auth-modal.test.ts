import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { content } from '../../server/db/schema';
import { contentRow } from '../../server/content/content-row';
import { articleFixture } from '../../blocks/article-body/article-fixture';
import { DESKTOP, launchBrowser, waitForIslands } from './browser';

const story = articleFixture({ _id: 'modal-cierre', canonical_url: '/nacion/articulo/cierre/modal-cierre/' });

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await server.database.db.insert(content).values([story].map(contentRow));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function closeModalOn(path: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}?form=login&_website=semana`);
  await waitForIslands(page, 'site-header');
  const modal = page.getByRole('dialog', { name: 'Cuenta de lector' });
  await modal.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  return { page, context };
}

describe('closing the login modal (spec 2, 4)', () => {
  it('sends an anonymous reader on a story back to the home page', async () => {
    const { page, context } = await closeModalOn(story.canonical_url);
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it('leaves an anonymous reader on a section page where they were, without the form', async () => {
    const { page, context } = await closeModalOn('/nacion/');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/nacion/');
    expect(new URL(page.url()).searchParams.get('form')).toBeNull();
    await context.close();
  });
});
