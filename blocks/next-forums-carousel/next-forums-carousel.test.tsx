// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import block from './index';
import { NextForumsCarousel } from './NextForumsCarousel';
import { fakeSources } from '../../fixtures/cards';
import { forumDoc, forumItems } from '../../fixtures/forums';
import { ctxFixture } from '../../fixtures/site';

afterEach(cleanup);

const ctx = ctxFixture('foros-semana');
const config = block.config.parse({ published: true, title: 'Próximos foros' });

describe('next-forums carousel', () => {
  it("gives every forum a 'Más información' button to its page, described by the forum's name", () => {
    const items = forumItems(4);
    render(<NextForumsCarousel config={config} data={{ items }} ctx={ctx} />);
    const buttons = screen.getAllByRole('link', { name: 'Más información' });
    expect(buttons.map((a) => a.getAttribute('href'))).toEqual(items.map((f) => f.url));
    const described = buttons.map(
      (a) => document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(described).toEqual(items.map((f) => f.headline));
    const first = screen.getAllByRole('article')[0];
    expect(within(first).getByText(items[0].description)).toBeTruthy();
  });

  it('server-renders the title and every forum, with arrows to move through them', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<NextForumsCarousel config={config} data={{ items: forumItems(4) }} ctx={ctx} />);
    expect(host.querySelector('h2')?.textContent).toBe('Próximos foros');
    expect(host.querySelectorAll('.swiper-slide')).toHaveLength(4);
    expect(host.querySelector('[aria-label="Siguiente"]')).not.toBeNull();
  });

  it('reads the announced forums with their line, leaving out those without a picture', async () => {
    const contentApir = vi.fn(async () => ({
      content_elements: [forumDoc(0), forumDoc(1, { withImage: false }), forumDoc(2)],
      count: 3,
    }));
    const data = await block.fetch!(block.config.parse({ published: true }), {
      ...ctx,
      sources: fakeSources({ 'content-apir': contentApir }),
    });
    expect(contentApir).toHaveBeenCalledWith({
      includeSections: 'foros-semana/proximos-foros',
      feedSize: 6,
      sourceInclude:
        '_id,canonical_url,headlines,promo_items,taxonomy.primary_section,display_date,credits.by,subheadlines.basic',
    });
    expect(data?.items.map((f) => f.url)).toEqual([forumItems(1, 0)[0].url, forumItems(1, 2)[0].url]);
    expect(data?.items[0].description).toBe(forumItems(1)[0].description);
  });

  it('renders nothing when no forum has a picture', async () => {
    const contentApir = vi.fn(async () => ({ content_elements: [forumDoc(0, { withImage: false })], count: 1 }));
    const data = await block.fetch!(block.config.parse({ published: true }), {
      ...ctx,
      sources: fakeSources({ 'content-apir': contentApir }),
    });
    expect(data).toBeNull();
  });
});
