import { describe, expect, it } from 'vitest';
import { articleFixture } from '../../fixtures/article';
import { browserTest, DESKTOP, waitForIslands } from './browser';

const story = articleFixture({ _id: 'modal-cierre', canonical_url: '/nacion/articulo/cierre/modal-cierre/' });

const web = browserTest({ stories: [story] });

async function closeModalOn(path: string) {
  const context = await web.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${web.server.url}${path}?form=login&_website=semana`);
  await waitForIslands(page, 'site-header');
  const modal = page.getByRole('dialog', { name: 'Cuenta de lector' });
  await modal.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  return { page, context };
}

describe('closing the login modal (spec 2, 4)', () => {
  it('sends an anonymous reader on a story back to the home page', async () => {
    const { page, context } = await closeModalOn(story.canonical_url);
    await page.waitForURL(`${web.server.url}/`);
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
