// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { articleFixture } from '../../fixtures/article';
import block from './index';
import { GallerySlider } from './GallerySlider';
import { galleryCredit, projectSlides } from './project-slides';
import { isSmallScreen } from './slide-image';
import { galleryFixture } from '../../fixtures/gallery';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
const ctx = ctxFixture();
const HOUSE = ctx.site.galleryPhotographer!;

function renderSlider() {
  return render(<GallerySlider config={{ published: true }} data={galleryFixture} ctx={ctx} />);
}

describe('gallery credits (spec 1, 2.5)', () => {
  it("hides the affiliation when it is the house photographer's name", () => {
    expect(galleryCredit({ by: [{ name: 'Ana Gómez' }], affiliation: [{ name: HOUSE }] }, HOUSE)).toBe(
      'Foto: Ana Gómez',
    );
    expect(galleryCredit({ by: [{ name: 'Ana Gómez' }], affiliation: [{ name: 'AFP' }] }, HOUSE)).toBe(
      'Foto: Ana Gómez, AFP',
    );
  });

  it('projects the image elements of the body only, shipping ids instead of renditions', () => {
    const story = articleFixture();
    const slides = projectSlides(story, HOUSE);
    expect(slides.length).toBe(story.content_elements.filter((e) => e.type === 'image').length);
    expect(JSON.stringify(slides)).not.toContain('images_data');
  });

  it('S1-229: the small screen is 640 px or less', () => {
    expect(isSmallScreen(640)).toBe(true);
    expect(isSmallScreen(641)).toBe(false);
  });

  it('renders nothing for a story without pictures (fetch answers null)', async () => {
    const data = await block.fetch!(
      { published: true },
      { ...ctx, sources: {} as never, story: articleFixture({ content_elements: [] }) },
    );
    expect(data).toBeNull();
  });
});

describe('gallery slider', () => {
  it('S1-127: shows caption, subtitle and credits under each picture', () => {
    renderSlider();
    const first = galleryFixture.items[0];
    expect(screen.getAllByText(first.caption!)).not.toHaveLength(0);
    expect(screen.getAllByText(first.subtitle!)).not.toHaveLength(0);
    expect(screen.getAllByText(first.credit!)).not.toHaveLength(0);
  });

  it("S1-123/S1-124: 'Ver pantalla completa' opens the modal and the close control closes it", () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Ver pantalla completa' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('S1-122: tapping a picture opens the modal at 640 px, not at 641 px', () => {
    renderSlider();
    const picture = () => document.querySelectorAll('.gallery-slider__picture')[1];
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(641);
    fireEvent.click(picture());
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(640);
    fireEvent.click(picture());
    expect(screen.getByRole('dialog').textContent).toContain(`2 / ${galleryFixture.items.length}`);
  });

  it('S1-163: the controls fade to idle 3000 ms after opening; tapping the picture toggles idle', () => {
    vi.useFakeTimers();
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Ver pantalla completa' }));
    const dialog = screen.getByRole('dialog');
    act(() => void vi.advanceTimersByTime(2999));
    expect(dialog.dataset.idle).toBe('false');
    act(() => void vi.advanceTimersByTime(1));
    expect(dialog.dataset.idle).toBe('true');
    fireEvent.click(dialog.querySelector('.gallery-modal__picture')!);
    expect(dialog.dataset.idle).toBe('false');
    fireEvent.click(dialog.querySelector('.gallery-modal__picture')!);
    expect(dialog.dataset.idle).toBe('true');
  });

  it('closes with Escape and moves between pictures in the modal', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Ver pantalla completa' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('dialog').textContent).toContain(galleryFixture.items[1].caption!);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
