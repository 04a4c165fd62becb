// @vitest-environment happy-dom
// @vitest-isolate: mocks the island chunk loader and imports runtime/client/hydrate.ts, which reads the page at load
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ctxFixture } from '../fixtures/site';

/**
 * One island whose component throws keeps its markup; the others hydrate (issue 24, item 2, the browser half).
 * The chunk loader is mocked so each island gets a component of the test's own: `countdown-banner` throws while
 * hydrating, `share-buttons` works, and `redirect`'s throws on its first click, after hydrating.
 */
function ThrowsOnHydrate(): never {
  throw new Error('el componente falló al hidratar');
}
function Works() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" className="cuenta" onClick={() => setClicks(clicks + 1)}>
      Clics: {clicks}
    </button>
  );
}
function ThrowsOnClick() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('el componente falló después');
  return (
    <button type="button" className="rompe" onClick={() => setBroken(true)}>
      Botón que rompe
    </button>
  );
}
const components: Record<string, unknown> = {
  'countdown-banner': ThrowsOnHydrate,
  'share-buttons': Works,
  redirect: ThrowsOnClick,
};
vi.mock('../runtime/client/chunk-load', () => ({
  loadChunk: async (name: string) => ({ default: components[name] }),
}));

const island = (block: string, html: string) =>
  `<news-island data-block="${block}" data-hydrate="load" data-island-status="found">` +
  `<div data-island-root="">${html}</div><script type="application/json">{"config":{},"data":null}</script></news-island>`;
const status = (block: string) =>
  document.querySelector<HTMLElement>(`news-island[data-block="${block}"]`)?.dataset.islandStatus;
const warnings: unknown[][] = [];

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML =
    `<script id="__ctx" type="application/json">${JSON.stringify(ctxFixture())}</script>` +
    island('countdown-banner', '<p class="servidor">Faltan 3 días para el evento</p>') +
    island('share-buttons', '<button type="button" class="cuenta">Clics: <!-- -->0</button>') +
    island('redirect', '<button type="button" class="rompe">Botón que rompe</button>');
  const { hydrateIslands } = await import('../runtime/client/hydrate');
  hydrateIslands();
  await vi.waitFor(() => expect(status('share-buttons')).toBe('hydrated'));
  await vi.waitFor(() => expect(status('countdown-banner')).toBe('failed'));
  await vi.waitFor(() => expect(status('redirect')).toBe('hydrated'));
});
afterAll(() => vi.restoreAllMocks());

describe('an island whose component throws', () => {
  it('keeps its server HTML when it throws while hydrating, and says so in the log', () => {
    expect(document.querySelector('news-island[data-block="countdown-banner"] .servidor')?.textContent).toBe(
      'Faltan 3 días para el evento',
    );
    expect(warnings.some((args) => String(args[0]).includes('island countdown-banner failed'))).toBe(true);
  });

  it('does not stop another island on the page from hydrating and answering clicks', async () => {
    const button = document.querySelector<HTMLButtonElement>('news-island[data-block="share-buttons"] button')!;
    button.click();
    await vi.waitFor(() => expect(button.textContent).toBe('Clics: 1'));
  });

  it('keeps its last good markup when it throws later, after hydrating', async () => {
    document.querySelector<HTMLButtonElement>('news-island[data-block="redirect"] .rompe')!.click();
    await vi.waitFor(() => expect(status('redirect')).toBe('failed'));
    expect(document.querySelector('news-island[data-block="redirect"] .rompe')?.textContent).toBe('Botón que rompe');
    expect(warnings.some((args) => String(args[0]).includes('island redirect failed'))).toBe(true);
  });
});
