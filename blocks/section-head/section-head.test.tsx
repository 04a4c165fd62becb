// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctxFixture } from '../../fixtures/site';
import { SectionHead } from '../../ui/SectionHead';
import block from './index';
import { SectionHeadBlock } from './SectionHeadBlock';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('section-head (spec 3, 2)', () => {
  it('links the title and shows previous and next arrows', () => {
    render(<SectionHead title="Nación" link="/nacion/" />);
    expect(screen.getByRole('link', { name: 'Nación' }).getAttribute('href')).toBe('/nacion/');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Anterior', 'Siguiente']);
  });

  it('shows a plain title without a link, and hides the previous arrow at the first slide', () => {
    render(<SectionHead title="Nación" atStart />);
    expect(screen.getByRole('heading', { name: 'Nación' }).querySelector('a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anterior' })).toBeNull();
  });

  it('moves the carousel placed after it', async () => {
    const swiper = { slidePrev: vi.fn(), slideNext: vi.fn() };
    const config = block.config.parse({ published: true, title: 'Opinión' });
    // As on a page: the head is an island, and the carousel block comes after it.
    const island = document.body.appendChild(document.createElement('news-island'));
    render(<SectionHeadBlock config={config} data={null} ctx={ctxFixture()} />, { container: island });
    const carousel = document.createElement('div');
    carousel.innerHTML = '<div class="carousel"><div class="swiper"></div></div>';
    island.after(carousel);
    Object.assign(carousel.querySelector('.swiper')!, { swiper });
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(swiper.slideNext).toHaveBeenCalledOnce();
    expect(swiper.slidePrev).toHaveBeenCalledOnce();
  });

  it('takes the looks of spec 3, 3: blue band, divider and the brand mark before the title', () => {
    const plain = block.config.parse({ published: true, title: 'Nación' });
    expect([plain.isBlue, plain.divider, plain.hasIcon]).toEqual([false, false, false]);
    const config = block.config.parse({ published: true, title: 'Nación', isBlue: true, divider: true, hasIcon: true });
    render(<SectionHeadBlock config={config} data={null} ctx={ctxFixture()} />);
    const head = document.querySelector('.section-head')!;
    expect(head.className).toBe('section-head section-head--blue section-head--divider');
    expect(head.querySelector('h2 .section-head__icon')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Nación' })).toBeTruthy();
  });
});
