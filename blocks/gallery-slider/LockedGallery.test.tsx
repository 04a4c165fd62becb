// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { readerStore, type ReaderState } from '../../runtime/context';
import { premiumGallery } from '../../tests/helpers/premium-gallery';
import block from './index';
import { GallerySlider } from './GallerySlider';
import type { Data } from './config';
import { galleryFixture } from '../../fixtures/gallery';

const ctx = ctxFixture();
const locked: Data = { ...galleryFixture, items: galleryFixture.items.slice(0, 1), lockedId: 'GAL1' };
const TITLE = 'Este contenido es exclusivo para suscriptores';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null });
});

function renderAs(reader: Partial<ReaderState>, answer: Response = Response.json({ items: galleryFixture.items })) {
  const fetchImpl = vi.fn(async () => answer.clone());
  vi.stubGlobal('fetch', fetchImpl);
  readerStore.set(reader);
  render(<GallerySlider config={{ published: true }} data={locked} ctx={ctx} />);
  return fetchImpl;
}

const dialog = () => screen.queryByRole('dialog');

describe('a locked gallery in the three reader states (spec 1, 4)', () => {
  it('S1-161: a signed-out reader (or one not known yet) gets the blur modal with sign-in and create-account', () => {
    for (const loggedIn of [null, false]) {
      const fetchImpl = renderAs({ loggedIn });
      expect(dialog()?.className).toContain('gallery-lock__modal--blur');
      expect(screen.getByRole('heading').textContent).toBe(TITLE);
      expect(screen.getByRole('link', { name: 'Suscríbete' }).getAttribute('href')).toBe(
        '/suscripciones-online/?offerId=466',
      );
      expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Crear cuenta' })).toBeTruthy();
      expect(fetchImpl).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('S1-162: a signed-in reader without access (no subscription, or status 5) gets the subscribe promo modal', () => {
    for (const subscriptionStatuses of [[], [5]]) {
      const fetchImpl = renderAs({ loggedIn: true, subscriptionStatuses });
      expect(dialog()?.className).toContain('gallery-lock__modal--promo');
      expect(screen.getByRole('heading').textContent).toBe(TITLE);
      expect(screen.getByRole('link', { name: 'Suscríbete' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
      expect(fetchImpl).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('shows no modal while a signed-in reader’s subscriptions are on their way', () => {
    renderAs({ loggedIn: true, subscriptionStatuses: null });
    expect(dialog()).toBeNull();
    expect(document.querySelector('.gallery-slider--locked')).not.toBeNull();
  });

  it('an entitled reader (1, 3, 4) gets every picture from /api/premium/{id}/gallery in place of the lock', async () => {
    for (const status of [1, 3, 4]) {
      const fetchImpl = renderAs({ loggedIn: true, subscriptionStatuses: [status] });
      await waitFor(() => expect(document.querySelector('.gallery-slider--locked')).toBeNull());
      expect(fetchImpl).toHaveBeenCalledWith('/api/premium/GAL1/gallery', { credentials: 'same-origin' });
      for (const slide of galleryFixture.items) expect(screen.getAllByText(slide.caption!)).not.toHaveLength(0);
      expect(screen.getByText(`1 / ${galleryFixture.items.length}`)).toBeTruthy();
      expect(dialog()).toBeNull();
      cleanup();
    }
  });

  it('keeps the lock, with the promo, when the pictures are refused', async () => {
    renderAs({ loggedIn: true, subscriptionStatuses: [1] }, Response.json({ code: 'X' }, { status: 403 }));
    await waitFor(() => expect(dialog()?.className).toContain('gallery-lock__modal--promo'));
    expect(screen.queryByText(galleryFixture.items[1].caption!)).toBeNull();
  });

  it('locks again when the reader signs out', async () => {
    renderAs({ loggedIn: true, subscriptionStatuses: [1] });
    await waitFor(() => expect(document.querySelector('.gallery-slider--locked')).toBeNull());
    act(() => readerStore.set({ loggedIn: false, subscriptionStatuses: null }));
    expect(dialog()?.className).toContain('gallery-lock__modal--blur');
  });
});

describe('the block ships a locked gallery’s lead picture only', () => {
  const fetchBlock = (story: ReturnType<typeof premiumGallery>) =>
    block.fetch!({ published: true }, { ...ctx, sources: {} as never, story });

  it('content code 3: the lead picture and the id to ask the rest for', async () => {
    const story = premiumGallery('GALERIAUNITAAAAAAAAAAAAAAA');
    const data = await fetchBlock(story);
    expect(data?.lockedId).toBe(story._id);
    expect(data?.items.map((i) => i.id)).toEqual([`${story._id}-1`]);
  });

  it('content code 3 on a path that never locks, or a free gallery: every picture', async () => {
    const special = premiumGallery('GALERIAUNITAAAAAAAAAAAAAAA', '/especiales');
    const free = { ...special, canonical_url: '/nacion/galeria/x/y/', content_restrictions: { content_code: '1' } };
    for (const story of [special, free]) {
      const data = await fetchBlock(story);
      expect(data?.lockedId).toBeUndefined();
      expect(data?.items).toHaveLength(story.content_elements.length);
    }
  });
});
