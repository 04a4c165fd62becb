// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ctxFixture } from '../../fixtures/site';
import { siteSchema } from '../../contracts/site-schema';
import { saveConsent } from '../../ui/ads/consent';
import block from './index';
import { RECO_MODE, RECO_PLACEMENT } from './config';
import { FAKE_RECOMMENDATIONS } from './fake-adapter';
import { NO_RECO_ACCOUNT, RECO_CONTAINER_ID, RecommendationWidget } from './RecommendationWidget';
import { taboolaAdapter } from './taboola-adapter';

const config = block.config.parse({ published: true });
const base = ctxFixture();
const withAccount = { ...base, site: { ...base.site, recommendationAccount: 'semana-semana' } };

afterEach(() => {
  cleanup();
  delete window.__RECO__;
  delete window._taboola;
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('recommendation widget (spec 3, 2; S3-111, S3-167, S1-102)', () => {
  it("is configured with the mode 'alternating-mid-article-reco-reel' by default", () => {
    expect(config).toMatchObject({ published: true, mode: 'alternating-mid-article-reco-reel' });
    expect(RECO_MODE).toBe('alternating-mid-article-reco-reel');
    expect(block.interactive).toEqual({ hydrate: 'visible' });
  });

  it('sends an empty, collapsed container with its mode: nothing from the network on the server', () => {
    const html = renderToString(<RecommendationWidget config={config} data={null} ctx={withAccount} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const widget = doc.querySelector<HTMLElement>('.reco-widget');
    expect(widget?.dataset).toMatchObject({ mode: RECO_MODE, recoStatus: 'off' });
    expect(doc.getElementById(RECO_CONTAINER_ID)?.dataset.placement).toBe(RECO_PLACEMENT);
    expect(doc.getElementById(RECO_CONTAINER_ID)?.childElementCount).toBe(0);
    expect(html).not.toContain('taboola');
  });

  it('stays collapsed on a site without an account, and loads nothing even with consent', async () => {
    localStorage.setItem('consentimiento-terceros', 'aceptado');
    const { container } = render(<RecommendationWidget config={config} data={null} ctx={base} />);
    await waitFor(() => expect(container.querySelector('.reco-widget')?.getAttribute('data-reco-status')).toBe('off'));
    expect(document.head.querySelector('script')).toBeNull();
    expect(window._taboola).toBeUndefined();
    expect(screen.queryByText(NO_RECO_ACCOUNT)).toBeNull();
  });

  it("tells the editor's preview that readers will not see it without an account", () => {
    render(<RecommendationWidget config={config} data={null} ctx={{ ...base, preview: true }} />);
    expect(screen.getByText(NO_RECO_ACCOUNT)).toBeTruthy();
  });

  it('waits for consent, then fills the container (fake network)', async () => {
    window.__RECO__ = { adapter: 'fake' };
    const { container } = render(<RecommendationWidget config={config} data={null} ctx={withAccount} />);
    const widget = () => container.querySelector('.reco-widget')?.getAttribute('data-reco-status');
    await waitFor(() => expect(widget()).toBe('waiting'));
    expect(screen.queryAllByRole('link')).toEqual([]);
    act(() => saveConsent('aceptado'));
    expect(await screen.findAllByRole('link')).toHaveLength(FAKE_RECOMMENDATIONS);
    await waitFor(() => expect(widget()).toBe('shown'));
  });

  it('asks Taboola for the mode in our container, from the account’s loader', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const adapter = taboolaAdapter('semana-semana', loadScript);
    const element = Object.assign(document.createElement('div'), { id: RECO_CONTAINER_ID });
    await adapter.load();
    await adapter.render({ element, mode: RECO_MODE, placement: RECO_PLACEMENT });
    expect(loadScript).toHaveBeenCalledWith('https://cdn.taboola.com/libtrc/semana-semana/loader.js');
    expect(window._taboola).toEqual([
      { article: 'auto' },
      { mode: RECO_MODE, container: RECO_CONTAINER_ID, placement: RECO_PLACEMENT, target_type: 'mix' },
      { flush: true },
    ]);
  });

  it('stays collapsed when the library is blocked', async () => {
    localStorage.setItem('consentimiento-terceros', 'aceptado');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // happy-dom fetches no script: a blocked loader is an error event on the script element.
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onerror?.(new Event('error')));
    });
    const { container } = render(<RecommendationWidget config={config} data={null} ctx={withAccount} />);
    await waitFor(() =>
      expect(container.querySelector('.reco-widget')?.getAttribute('data-reco-status')).toBe('failed'),
    );
    expect(append).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalled();
    append.mockRestore();
  });

  it('takes a publisher account slug in the site properties', () => {
    const site = { ...base.site };
    expect(siteSchema.safeParse({ ...site, recommendationAccount: 'semana-semana' }).success).toBe(true);
    expect(siteSchema.safeParse({ ...site, recommendationAccount: 'https://evil.example/x' }).success).toBe(false);
  });
});
