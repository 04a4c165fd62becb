// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { SwiperOptions } from 'swiper/types';
import { ArticleCarousel } from './ArticleCarousel';
import { cardItems } from '../fixtures/cards';

afterEach(cleanup);

describe('ArticleCarousel', () => {
  it('loops, needs a 20 px swipe and moves in 300 ms (spec 3, 4 and 9)', async () => {
    const { container } = render(<ArticleCarousel className="x" label="Notas" items={cardItems(8)} />);
    // swiper starts once the reader reaches for the carousel (ui/use-swiper-wanted.ts).
    fireEvent.pointerOver(container.querySelector('.carousel')!);
    await waitFor(() => expect(container.querySelector('[data-carousel-ready]')).not.toBeNull());
    const el = container.querySelector('.swiper') as HTMLElement & { swiper: { params: SwiperOptions } };
    expect(el.swiper.params).toMatchObject({ loop: true, threshold: 20, speed: 300 });
  });

  it('renders a heading, its link and the more link only when given, and nothing without items', () => {
    const { container } = render(
      <ArticleCarousel
        className="x"
        label="Notas"
        title="Nación"
        titleHref="/nacion/"
        more={{ label: 'Ver todo', href: '/nacion/todo/' }}
        items={cardItems(3)}
      />,
    );
    expect(container.querySelector('h2 a')?.getAttribute('href')).toBe('/nacion/');
    expect(container.querySelector('.article-carousel__more')?.getAttribute('href')).toBe('/nacion/todo/');
    cleanup();
    const bare = render(<ArticleCarousel className="x" label="Notas" items={cardItems(3)} />);
    expect(bare.container.querySelector('header')).toBeNull();
    cleanup();
    expect(render(<ArticleCarousel className="x" label="Notas" items={[]} />).container.innerHTML).toBe('');
  });
});
