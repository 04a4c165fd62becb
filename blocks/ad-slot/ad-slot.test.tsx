// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture, withAdAccount } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { NO_PUBLISHER_ID } from '../../ui/AdSlot';
import { articleFixture } from '../../fixtures/article';
import block from './index';
import { AdSlotBlock } from './AdSlotBlock';

afterEach(cleanup);
const base = ctxFixture();
// A site with an ad account: without one no space renders (tested below).
const ctx = { ...withAdAccount(base), sources: fakeSources({}) };

describe('ad-slot', () => {
  it('fills in each kind of space with its default slot name, size group and device', async () => {
    const slots = await Promise.all(
      (['lateral', 'anchor', 'interstitial', 'prehome'] as const).map((kind) =>
        block.fetch!(block.config.parse({ published: true, kind }), ctx),
      ),
    );
    expect(slots).toEqual([
      { slot: 'LATERAL_1', size: 'GP4', display: 'desktop' },
      { slot: 'STICKY', size: 'GP1', display: 'all' },
      { slot: 'INTERSTITIAL', size: 'GP7', display: 'all' },
      { slot: 'HOME/PREHOME', size: 'GP2', display: 'all' },
    ]);
  });

  it('collapses every space without an ad account, except in the preview', async () => {
    const noAccount = { ...ctx, site: base.site };
    const kinds = ['lateral', 'anchor', 'interstitial', 'prehome'] as const;
    const slots = await Promise.all(
      kinds.map((kind) => block.fetch!(block.config.parse({ published: true, kind }), noAccount)),
    );
    expect(slots).toEqual([null, null, null, null]);
    const preview = await block.fetch!(block.config.parse({ published: true, kind: 'prehome' }), {
      ...noAccount,
      preview: true,
    });
    expect(preview?.slot).toBe('HOME/PREHOME');
  });

  it("keeps the editor's slot name, size and device over the defaults", async () => {
    const config = block.config.parse({ published: true, slot: 'LATERAL_2', size: 'GP9', display: 'mobile' });
    expect(await block.fetch!(config, ctx)).toEqual({ slot: 'LATERAL_2', size: 'GP9', display: 'mobile' });
  });

  it('refuses a slot name that is not in capitals', () => {
    expect(block.config.safeParse({ published: true, slot: 'lateral_1' }).success).toBe(false);
  });

  it('shows no ad on sponsored content or an excluded article, and does on other articles', async () => {
    const config = block.config.parse({ published: true, kind: 'anchor' });
    const sponsored = articleFixture({ owner: { sponsored: true } });
    const excluded = articleFixture({
      canonical_url: '/nacion/articulo/comunicado-a-la-opinion-publica/sin-publicidad',
    });
    expect(await block.fetch!(config, { ...ctx, story: sponsored })).toBeNull();
    expect(await block.fetch!(config, { ...ctx, story: excluded })).toBeNull();
    expect(await block.fetch!(config, { ...ctx, story: articleFixture() })).toEqual({
      slot: 'STICKY',
      size: 'GP1',
      display: 'all',
    });
  });

  it('reserves the size group height for the ad loader, without a placeholder for readers', () => {
    const config = block.config.parse({ published: true, kind: 'anchor' });
    const { container } = render(
      <AdSlotBlock
        config={config}
        data={{ slot: 'STICKY', size: 'GP1', display: 'all' }}
        ctx={withAdAccount(ctxFixture())}
      />,
    );
    const slot = container.querySelector<HTMLElement>('.ad-slot')!;
    expect(slot.className).toBe('ad-slot ad-slot--anchor');
    expect(slot.dataset).toMatchObject({ adSlot: 'STICKY', size: 'GP1', device: 'all' });
    expect(container.querySelector<HTMLElement>('.ad-slot__unit')!.style.minHeight).toBe('100px');
    expect(slot.textContent).toBe('');
  });

  it("names the slot and size in the editor's preview, and warns when the site has no publisher id", () => {
    const config = block.config.parse({ published: true });
    render(
      <AdSlotBlock
        config={config}
        data={{ slot: 'LATERAL_1', size: 'GP4', display: 'desktop' }}
        ctx={{ ...ctxFixture(), preview: true, site: { ...ctxFixture().site, adPublisherId: undefined } }}
      />,
    );
    expect(screen.getByText('LATERAL_1').parentElement!.textContent).toContain('LATERAL_1 GP4');
    expect(screen.getByText(NO_PUBLISHER_ID)).toBeTruthy();
  });
});
