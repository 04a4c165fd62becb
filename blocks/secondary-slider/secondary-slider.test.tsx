// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import block from './index';
import { SecondarySlider } from './SecondarySlider';
import { cardItems, fakeSources, storyDoc } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';

afterEach(cleanup);

/** The padding the stylesheet gives the slider, by whether the viewport is wider than 1024 px. */
function padding(): { narrow?: string; wide?: string } {
  const css = fs.readFileSync(path.join(import.meta.dirname, 'secondary-slider.css'), 'utf8');
  const narrow = /^\.secondary-slider \{[^}]*padding: ([^;]+);/m.exec(css)?.[1];
  const wide = /@media \(min-width: 1025px\) \{\s*\.secondary-slider \{\s*padding: ([^;]+);/.exec(css)?.[1];
  return { narrow, wide };
}

describe('secondary slider', () => {
  it('is padded 30 and 16 above 1024 px wide, else 14 and 10 (spec 3, 9)', () => {
    expect(padding()).toEqual({ narrow: '14px 10px', wide: '30px 16px' });
  });

  it('shows 8 to 12 story cards, three in view on wide screens, with dots', () => {
    const items = cardItems(10);
    const { container } = render(
      <SecondarySlider
        config={{ published: true, title: 'Deportes', feedSize: 10 }}
        data={{ items }}
        ctx={ctxFixture()}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Deportes' })).toBeTruthy();
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(10);
    expect(within(slides[3]).getByRole('link').getAttribute('href')).toBe(items[3].url);
    expect(container.querySelector<HTMLElement>('.carousel')?.style.getPropertyValue('--carousel-per-view-wide')).toBe(
      '3',
    );
    expect(screen.getAllByRole('button', { name: /Ir a la diapositiva/ })).toHaveLength(10);
  });

  it('reads its section like the slider, 12 by default', async () => {
    const contentApir = vi.fn(async () => ({ content_elements: [storyDoc(0)], count: 1 }));
    const ctx = { ...ctxFixture(), sources: fakeSources({ 'content-apir': contentApir }) };
    const data = await block.fetch!(block.config.parse({ published: true, section: '/deportes' }), ctx);
    expect(contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: '/deportes', feedSize: 12 }));
    expect(data?.items).toHaveLength(1);
  });
});
