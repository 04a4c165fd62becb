// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Carousel, swiperOptions } from './Carousel';

afterEach(cleanup);

const slides = ['Uno', 'Dos', 'Tres'].map((text) => <p key={text}>{text}</p>);
/** Enough slides for swiper's loop mode. */
const looping = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis'].map((text) => <p key={text}>{text}</p>);

function dots() {
  return screen.getAllByRole('button', { name: /Ir a la diapositiva/ });
}

describe('Carousel', () => {
  it('uses the slider defaults of spec 1: speed 300, autoplay 3000, threshold 5, touch angle 45, long swipe 300', () => {
    expect(swiperOptions({ autoplay: true })).toMatchObject({
      speed: 300,
      autoplay: { delay: 3000 },
      threshold: 5,
      touchAngle: 45,
      longSwipesMs: 300,
    });
    expect(swiperOptions({ threshold: 16, autoplay: 5000 })).toMatchObject({
      threshold: 16,
      autoplay: { delay: 5000 },
    });
    expect(swiperOptions({}).autoplay).toBe(false);
  });

  it('passes wider screens their own slides per view, and no breakpoints unless asked', () => {
    const breakpoints = { 640: { slidesPerView: 3, spaceBetween: 16 } };
    expect(swiperOptions({ slidesPerView: 1.2, breakpoints })).toMatchObject({ slidesPerView: 1.2, breakpoints });
    expect(swiperOptions({})).not.toHaveProperty('breakpoints');
  });

  it('server-renders every slide as plain markup with the first dot active', () => {
    const html = renderToString(<Carousel slides={slides} label="Destacadas" pagination />);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelectorAll('.swiper-slide')).toHaveLength(3);
    const dotStates = [...host.querySelectorAll('.carousel__dot')].map((d) => d.getAttribute('aria-current'));
    expect(dotStates).toEqual(['true', null, null]);
    expect(host.querySelector('[data-carousel-ready]')).toBeNull();
  });

  it('jumps to a slide from its dot and moves the active dot', async () => {
    const { container } = render(<Carousel slides={slides} label="Destacadas" pagination />);
    // swiper starts once the reader reaches for the carousel (ui/use-swiper-wanted.ts).
    fireEvent.pointerOver(container.querySelector('.carousel')!);
    await waitFor(() => expect(container.querySelector('[data-carousel-ready]')).not.toBeNull());
    await userEvent.click(dots()[2]);
    await waitFor(() => expect(dots()[2].getAttribute('aria-current')).toBe('true'));
    expect(dots()[0].getAttribute('aria-current')).toBeNull();
  });

  it('keeps the slides out of view away from the keyboard', async () => {
    const { container } = render(<Carousel slides={slides} label="Destacadas" pagination />);
    // swiper starts once the reader reaches for the carousel (ui/use-swiper-wanted.ts).
    fireEvent.pointerOver(container.querySelector('.carousel')!);
    await waitFor(() => expect(container.querySelector('[data-carousel-ready]')).not.toBeNull());
    const inert = () => [...container.querySelectorAll<HTMLElement>('.swiper-slide')].map((el) => el.inert);
    expect(inert()).toEqual([false, true, true]);
    await userEvent.click(dots()[1]);
    await waitFor(() => expect(inert()).toEqual([true, false, true]));
  });

  it('hides the previous arrow at the first slide and shows it after moving on', async () => {
    const { container } = render(<Carousel slides={slides} label="Destacadas" arrows />);
    // swiper starts once the reader reaches for the carousel (ui/use-swiper-wanted.ts).
    fireEvent.pointerOver(container.querySelector('.carousel')!);
    await waitFor(() => expect(container.querySelector('[data-carousel-ready]')).not.toBeNull());
    const previous = container.querySelector<HTMLButtonElement>('.carousel__arrow--prev');
    if (!previous) throw new Error('no previous arrow');
    expect(previous.hidden).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(previous.hidden).toBe(false));
  });

  it('in a looping carousel asked to, hides the previous arrow while the first slide is in view', async () => {
    const { container } = render(<Carousel slides={looping} label="Destacadas" arrows loop hidePreviousAtFirst />);
    // swiper starts once the reader reaches for the carousel (ui/use-swiper-wanted.ts).
    fireEvent.pointerOver(container.querySelector('.carousel')!);
    await waitFor(() => expect(container.querySelector('[data-carousel-ready]')).not.toBeNull());
    const previous = container.querySelector<HTMLButtonElement>('.carousel__arrow--prev');
    if (!previous) throw new Error('no previous arrow');
    expect(previous.hidden).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(previous.hidden).toBe(false));
  });

  it('keeps the previous arrow of a looping carousel by default', async () => {
    const { container } = render(<Carousel slides={looping} label="Destacadas" arrows loop />);
    // swiper starts once the reader reaches for the carousel (ui/use-swiper-wanted.ts).
    fireEvent.pointerOver(container.querySelector('.carousel')!);
    await waitFor(() => expect(container.querySelector('[data-carousel-ready]')).not.toBeNull());
    expect(container.querySelector<HTMLButtonElement>('.carousel__arrow--prev')?.hidden).toBe(false);
  });

  it('shows more slides from 1024 px up when given a wide count', () => {
    expect(swiperOptions({ slidesPerView: 1, slidesPerViewWide: 3 })).toMatchObject({
      slidesPerView: 1,
      breakpoints: { 1024: { slidesPerView: 3 } },
    });
    expect(swiperOptions({ slidesPerView: 2 }).breakpoints).toBeUndefined();
    const html = renderToString(<Carousel slides={slides} label="Destacadas" slidesPerViewWide={3} />);
    expect(html).toContain('--carousel-per-view-wide:3');
    expect(html).toContain('carousel--wide-view');
  });

  it('may start at a given slide (the first of a page just appended)', () => {
    expect(swiperOptions({ initialSlide: 8 }).initialSlide).toBe(8);
    expect(swiperOptions({}).initialSlide).toBe(0);
  });
});
