// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArcPaywall, PaywallOptions } from '../../contracts/paywall';
import { readerStore } from '../../runtime/context';
import { startPaywall } from './start-paywall';
import type { PaywallAttribute } from './page-paywall';

const STORY: PaywallAttribute = {
  contentType: 'story',
  section: '/nacion',
  ci: 'ABC',
  c: '1',
  environment: 'sandbox',
  apiOrigin: '',
};

function articlePage() {
  const body = document.createElement('div');
  body.className = 'article-body';
  body.dataset.paywall = JSON.stringify(STORY);
  body.innerHTML = '<p>Primer párrafo.</p>';
  document.body.append(body);
}

/** The scripts the page adds, held back from the DOM (happy-dom loads no script): the test says how each ends. */
function holdScripts(): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLScriptElement[]));
  });
  return added;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as { ArcP?: ArcPaywall }).ArcP;
  readerStore.set({ loggedIn: null, subscriptionStatuses: null });
  vi.restoreAllMocks();
});

describe('the paywall script on an article (spec 1, 3, 7 and 8)', () => {
  it("S1-146/S1-203: loads /arc/subs/p.min.js once and runs it with the story's options (customPageData ci, c, s)", async () => {
    articlePage();
    readerStore.set({ loggedIn: false });
    const run = vi.fn(async (_options: PaywallOptions) => ({ triggered: null }));
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const scripts = holdScripts();
    const started = startPaywall();
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/arc/subs/p.min.js']);
    (window as { ArcP?: ArcPaywall }).ArcP = { run } as unknown as ArcPaywall;
    scripts[0]!.onload!(new Event('load'));
    await started;
    expect(run).toHaveBeenCalledTimes(1);
    const options = run.mock.calls[0]![0];
    expect(options).toMatchObject({
      apiOrigin: '',
      contentType: 'story',
      section: '/nacion',
      userName: undefined,
      jwt: undefined,
      customPageData: { ci: 'ABC', c: '1', s: '/nacion' },
    });
    expect(info).toHaveBeenCalledWith('ArcP', 'sandbox', JSON.stringify({ triggered: null }));
  });

  it('S1-222: a paywall script that fails to load is only logged: no text reaches the reader, the body stays', async () => {
    articlePage();
    const before = document.body.innerHTML;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const scripts = holdScripts();
    const started = startPaywall();
    scripts[0]!.onerror!(new Event('error'));
    await started;
    expect(info).toHaveBeenCalledWith('ArcP', 'sandbox', 'no se cargó', expect.any(Error));
    expect(error).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe(before);
  });

  it('S1-222: a run that fails is only logged too', async () => {
    articlePage();
    const before = document.body.innerHTML;
    (window as { ArcP?: ArcPaywall }).ArcP = {
      run: () => Promise.reject(new Error('reglas no disponibles')),
    } as unknown as ArcPaywall;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await startPaywall();
    expect(info).toHaveBeenCalledWith('ArcP', 'sandbox', 'no se cargó', expect.any(Error));
    expect(document.body.innerHTML).toBe(before);
  });
});
