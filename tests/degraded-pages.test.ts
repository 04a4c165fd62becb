import { createElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { startTestServer, type TestServer } from './helpers/test-server';
import { loadBlocks, type BlockRegistry } from '../runtime/registry';
import type { AnyBlock, PropsOf } from '../runtime/define-block';
import { SourceCache } from '../server/sources/client';
import { HtmlCache } from '../server/render/html-cache';

/**
 * Issue 24, item 5: a page some block of which failed (its source errored, its fetch threw, its component threw) is
 * the reader's alone: `no-store`, no surrogate keys for a CDN, never stored in the HTML cache, and a stale good copy
 * keeps serving meanwhile. The semana home's hero slider reads the `portada` collection, which fails on demand.
 */
const state = { collectionFails: false, sliderSwallows: false, carouselThrows: false };

/** The source cache as the app uses it, with the `portada` collection failing while the test says so. */
class FlakySources extends SourceCache {
  override get(key: string, ttlMs: number, load: () => Promise<unknown>): Promise<unknown> {
    if (state.collectionFails && key.startsWith('semana|content-api-collections|') && key.includes('portada'))
      return Promise.reject(new Error('colecciones bloqueadas a propósito'));
    return super.get(key, ttlMs, load);
  }
}

async function registry(): Promise<BlockRegistry> {
  const blocks = new Map(await loadBlocks());
  const slider = blocks.get('hero-slider')!;
  const carousel = blocks.get('dark-carousel')!;
  const changed: Record<string, Partial<AnyBlock>> = {
    // Like a block that catches its source's failure and shows nothing: failed, not empty.
    'hero-slider': {
      fetch: (config, ctx) => {
        const data = slider.fetch!(config, ctx);
        return state.sliderSwallows ? data.catch(() => null) : data;
      },
    },
    'dark-carousel': {
      component: (props: PropsOf<AnyBlock>) => {
        if (state.carouselThrows) throw new Error('el carrusel falló a propósito');
        return createElement(carousel.component, props);
      },
    },
  };
  for (const [name, change] of Object.entries(changed)) blocks.set(name, { ...blocks.get(name)!, ...change });
  return blocks;
}

let clock = Date.now();
const pages = new HtmlCache({ now: () => clock, ttlMs: 60_000, staleMs: 300_000 });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    registry: await registry(),
    htmlCache: pages,
    cache: new FlakySources(undefined, 5000, pino({ level: 'silent' })),
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  Object.assign(state, { collectionFails: false, sliderSwallows: false, carouselThrows: false });
  clock += 10 * 60_000; // every test starts with the home out of the cache
});

const home = async () => {
  const res = await fetch(`${server.url}/?_website=semana`);
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    control: res.headers.get('cache-control'),
    keys: res.headers.get('surrogate-key'),
    html: await res.text(),
  };
};
const SLIDER = 'class="hero-slider__slide"';

describe('a page whose block lost its data', () => {
  it('answers 200 without the block, no-store and without surrogate keys, and renders again for the next reader', async () => {
    state.collectionFails = true;
    const stores = vi.spyOn(pages, 'set');
    for (let i = 0; i < 2; i++) {
      const page = await home();
      expect(page.status).toBe(200);
      expect(page.cache).toBeNull(); // rendered each time: neither a HIT nor a STALE copy
      expect(page.control).toBe('no-store');
      expect(page.keys).toBeNull();
      expect(page.html).not.toContain(SLIDER);
      expect(page.html).toContain('Nación'); // the rest of the home is there
    }
    expect(stores).not.toHaveBeenCalled();
    stores.mockRestore();

    state.collectionFails = false; // the source is back: the page is public and cached again
    const whole = await home();
    expect([whole.cache, whole.control]).toEqual([
      'MISS',
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    ]);
    expect(whole.html).toContain(SLIDER);
    expect(whole.keys).toContain('site-semana');
    const again = await home();
    expect(again.cache).toBe('HIT');
    expect(again.html).toContain(SLIDER);
  });

  it('is degraded even when the block catches the failure and shows nothing', async () => {
    Object.assign(state, { collectionFails: true, sliderSwallows: true });
    for (let i = 0; i < 2; i++) {
      const page = await home();
      expect([page.status, page.cache, page.control]).toEqual([200, null, 'no-store']);
      expect(page.html).not.toContain(SLIDER);
    }
  });

  it('leaves a stale good copy serving while its re-render fails', async () => {
    expect((await home()).cache).toBe('MISS'); // stored whole
    clock += 61_000;
    state.collectionFails = true;
    const [stores, drops, renders] = [vi.spyOn(pages, 'set'), vi.spyOn(pages, 'drop'), vi.spyOn(pages, 'track')];
    const stale = await home();
    expect(stale.cache).toBe('STALE');
    expect(stale.html).toContain(SLIDER);
    // The re-render it started was degraded: not stored, and the good copy is not dropped for it.
    await vi.waitFor(() => expect(renders).toHaveBeenCalled(), { timeout: 10_000 });
    await renders.mock.calls[0][1];
    for (let i = 0; i < 3; i++) {
      const page = await home();
      expect(page.cache).toBe('STALE');
      expect(page.html).toContain(SLIDER);
      expect(page.control).toMatch(/^public/);
    }
    expect(stores).not.toHaveBeenCalled();
    expect(drops).not.toHaveBeenCalled();
    for (const spy of [stores, drops, renders]) spy.mockRestore();
  });
});

describe('a page whose block component threw', () => {
  it('is no-store and never stored; once the block renders again the page is cached', async () => {
    state.carouselThrows = true;
    for (let i = 0; i < 2; i++) {
      const page = await home();
      expect([page.status, page.cache, page.control, page.keys]).toEqual([200, null, 'no-store', null]);
      expect(page.html).toContain('Bloque con error<!-- -->: dark-carousel');
    }
    state.carouselThrows = false;
    expect((await home()).cache).toBe('MISS');
    const cached = await home();
    expect(cached.cache).toBe('HIT');
    expect(cached.html).not.toContain('Bloque con error');
  });
});
