import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CHUNK_TIMEOUT_MS, loadChunk } from './chunk-load';

afterEach(() => vi.useRealTimers());

describe('lazy chunk loading (spec 2, 7 and 8; S2-252, S2-301)', () => {
  it('hands over the module when it loads', async () => {
    await expect(loadChunk('share-buttons', async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('names a failed script ChunkLoadError and a failed stylesheet CSS_CHUNK_LOAD_FAILED', async () => {
    const script = loadChunk('share-buttons', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(script).rejects.toMatchObject({ name: 'ChunkLoadError' });
    const css = loadChunk('share-buttons', () =>
      Promise.reject(new Error('Unable to preload CSS for /pf/dist/components/combinations/x.css')),
    );
    await expect(css).rejects.toMatchObject({ name: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('gives up after 120000 ms, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const settled = vi.fn();
    const hung = loadChunk('tv-sections', () => new Promise<never>(() => {}));
    hung.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
  });
});

describe('the type of a chunk load error (spec 1, 8: S1-217)', () => {
  const base = 'http://127.0.0.1:4173/pf/dist/components/combinations';
  const server = setupServer(
    http.head(`${base}/gone.js`, () => new HttpResponse(null, { status: 404 })),
    http.head(`${base}/here.js`, () => new HttpResponse(null, { status: 200 })),
    http.head(`${base}/down.js`, () => HttpResponse.error()),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  const failing = (file: string) => () =>
    Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${base}/${file}`));

  it("S1-217: a chunk the server answers 404 for is 'missing', named ChunkLoadError", async () => {
    await expect(loadChunk('share-buttons', failing('gone.js'))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
    });
  });

  it("S1-217: no answer within 120000 ms is 'timeout'", async () => {
    vi.useFakeTimers();
    const hung = loadChunk('tv-sections', () => new Promise<never>(() => {}));
    const settled = expect(hung).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await settled;
  });

  it("S1-217: any other failure (the file is there, the network failed, no address) is 'other'", async () => {
    for (const file of ['here.js', 'down.js']) {
      await expect(loadChunk('most-read', failing(file))).rejects.toMatchObject({
        name: 'ChunkLoadError',
        type: 'other',
      });
    }
    await expect(loadChunk('most-read', () => Promise.reject(new Error('boom')))).rejects.toMatchObject({
      type: 'other',
    });
  });
});
