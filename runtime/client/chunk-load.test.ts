import { afterEach, describe, expect, it, vi } from 'vitest';
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
