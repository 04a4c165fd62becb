// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWG_SCRIPT } from '../../../contracts/hosts/social';
import { startSwgOnArticle } from './on-article';
import { loadSwg } from './swg-adapter';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('Subscribe with Google that does not start (spec 2, 8)', () => {
  it("S2-297: a library that does not load rejects with 'Error initializing SwG', logged with the SDK prefix", async () => {
    // The script tag never reaches Google: it fails as a blocked or offline script would.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const tag = nodes[0] as HTMLScriptElement;
      expect(tag.src).toBe(SWG_SCRIPT);
      tag.onerror?.(new Event('error'));
    });
    await expect(loadSwg()).rejects.toThrow('Error initializing SwG');

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const afterPurchase = vi.fn(() => Promise.resolve());
    await expect(startSwgOnArticle('semana.com:premium', loadSwg, afterPurchase)).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith('ArcP SwG:', 'Error initializing SwG');
    expect(afterPurchase).not.toHaveBeenCalled();
  });
});
