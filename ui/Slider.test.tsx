// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider } from './Slider';
import { SLIDER_MAX_ITEMS, SLIDER_MIN_ITEMS, SLIDER_SWIPE_THRESHOLD, sliderFeedSize } from './slider-size';

afterEach(cleanup);

/** The swiper instance swiper leaves on its element. */
type SwiperHost = HTMLElement & { swiper?: { params: { threshold?: number; loop?: boolean } } };

const slides = Array.from({ length: 8 }, (_, i) => <p key={i}>Diapositiva {i + 1}</p>);

async function renderSlider() {
  const { container } = render(<Slider slides={slides} label="Galería" />);
  // swiper starts once the reader reaches for the carousel (ui/use-swiper-wanted.ts).
  fireEvent.pointerOver(container.querySelector('.carousel')!);
  await waitFor(() => expect(container.querySelector('[data-carousel-ready]')).not.toBeNull());
  const previous = container.querySelector<HTMLButtonElement>('.carousel__arrow--prev');
  if (!previous) throw new Error('no previous arrow');
  const dot = (n: number) => screen.getByRole('button', { name: `Ir a la diapositiva ${n}` });
  const next = () => userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
  return { container, previous, dot, next };
}

describe('slider (spec 3, 4 and 9)', () => {
  it('takes 8 to 12 items and moves after a swipe of 20 px', async () => {
    expect([SLIDER_MIN_ITEMS, SLIDER_MAX_ITEMS, SLIDER_SWIPE_THRESHOLD]).toEqual([8, 12, 20]);
    const size = sliderFeedSize();
    expect([7, 8, 12, 13].map((n) => size.safeParse(n).success)).toEqual([false, true, true, false]);
    const { container } = await renderSlider();
    const host = container.querySelector<SwiperHost>('.swiper');
    expect(host?.swiper?.params).toMatchObject({ threshold: 20, loop: true });
  });

  it('hides the previous arrow at the first slide, and the active dot follows the slide', async () => {
    const { previous, dot, next } = await renderSlider();
    expect(previous.hidden).toBe(true);
    expect(dot(1).getAttribute('aria-current')).toBe('true');
    await next();
    await waitFor(() => expect(dot(2).getAttribute('aria-current')).toBe('true'));
    expect(previous.hidden).toBe(false);
    await userEvent.click(dot(6));
    await waitFor(() => expect(dot(6).getAttribute('aria-current')).toBe('true'));
  });
  // Looping needs a real layout: tests/browser/galleries.test.ts goes past the last slide.
});
