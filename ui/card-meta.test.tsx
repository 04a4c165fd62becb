// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Card } from './Card';
import { CompactCard } from './CompactCard';
import { OverlayCard } from './OverlayCard';
import { toCardItem, type CardItem } from './card-item';
import { RenderContextProvider } from '../runtime/context';
import { cardItem, storyDoc } from '../fixtures/cards';
import { ctxFixture } from '../fixtures/site';

afterEach(cleanup);

/** Filed at 11:30 p.m. in Bogotá on 27 November: already the 28th in UTC. */
const lateStory: CardItem = {
  ...cardItem(0),
  displayDate: '2026-11-28T04:30:00Z',
  authors: ['Ana Pérez', 'Luis Gómez'],
};
const unsigned: CardItem = { ...cardItem(0), displayDate: undefined, authors: undefined };

const timeOf = (el: HTMLElement) => el.querySelector('time');

describe('card date and byline', () => {
  it('a card shows the Bogotá date with its instant, then «Por A y B», under the headline', () => {
    const { container } = render(<Card item={lateStory} />);
    expect(timeOf(container)?.getAttribute('datetime')).toBe('2026-11-28T04:30:00Z');
    expect(container.querySelector('.card__meta')?.textContent).toBe('27 nov. 2026 · Por Ana Pérez y Luis Gómez');
    expect(container.querySelector('.card__headline + .card__meta')).not.toBeNull();
  });

  it('a card of an unsigned story shows only its date, and nothing when the story has neither', () => {
    const dated = render(<Card item={{ ...lateStory, authors: undefined }} />);
    expect(dated.container.querySelector('.card__meta')?.textContent).toBe('27 nov. 2026');
    cleanup();
    const bare = render(<Card item={unsigned} />);
    expect(bare.container.querySelector('.card__meta')).toBeNull();
    expect(bare.container.textContent).not.toContain('Por ');
  });

  it('a compact card keeps date and byline on its one line', () => {
    const { container } = render(<CompactCard item={{ ...lateStory, authors: ['Redacción Semana'] }} />);
    expect(container.querySelector('.compact-card__meta')?.textContent).toBe('27 nov. 2026 · Por Redacción Semana');
    cleanup();
    expect(render(<CompactCard item={unsigned} />).container.querySelector('time')).toBeNull();
  });

  it('an overlay card shows the date only; a hero slide adds the byline', () => {
    const card = render(<OverlayCard item={lateStory} />);
    expect(card.container.querySelector('.overlay-card__meta')?.textContent).toBe('27 nov. 2026');
    cleanup();
    const hero = render(<OverlayCard item={lateStory} size="hero" />);
    expect(hero.container.querySelector('.overlay-card__meta')?.textContent).toBe(
      '27 nov. 2026 · Por Ana Pérez y Luis Gómez',
    );
  });

  it("dates a card in the site's own time zone when the page gives one", () => {
    const ctx = ctxFixture();
    const utcSite = { ...ctx, site: { ...ctx.site, timezone: 'UTC' } };
    const { container } = render(
      <RenderContextProvider value={utcSite}>
        <Card item={lateStory} />
      </RenderContextProvider>,
    );
    expect(timeOf(container)?.textContent).toBe('28 nov. 2026');
  });
});

describe('toCardItem date and byline', () => {
  it('takes display_date and the names in credits.by, a desk included, skipping unnamed references', () => {
    const doc = {
      ...storyDoc(1),
      display_date: '2026-11-20T15:00:00Z',
      credits: { by: [{ name: ' Redacción Semana ' }, { type: 'reference' as const, referent: { id: 'x' } }] },
    };
    expect(toCardItem(doc)).toMatchObject({ displayDate: '2026-11-20T15:00:00Z', authors: ['Redacción Semana'] });
  });

  it('leaves both out when the story has none, so island props carry no empty fields', () => {
    const { display_date: _date, credits: _credits, ...doc } = storyDoc(1);
    const item = toCardItem(doc);
    expect(item).not.toBeNull();
    expect(Object.keys(item ?? {})).not.toContain('displayDate');
    expect(Object.keys(item ?? {})).not.toContain('authors');
  });
});
