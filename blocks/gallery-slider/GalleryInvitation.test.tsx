// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { galleryFixture } from '../../fixtures/gallery';
import { readerStore, type ReaderState } from '../../runtime/context';
import { GallerySlider } from './GallerySlider';
import { INVITATION_CLOSED_KEY } from './GalleryInvitation';

const ctx = { ...ctxFixture(), path: '/nacion/galeria/paisajes/ABC/' };

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null });
});

function renderAs(reader: Partial<ReaderState>) {
  readerStore.set(reader);
  render(<GallerySlider config={{ published: true }} data={galleryFixture} ctx={ctx} />);
}

const invitation = () => screen.queryByRole('dialog', { name: 'Inicia sesión para ver la galería' });

describe('S1-161: a gallery without the paywall flag, to a signed-out reader', () => {
  it('S1-161: shows the blur modal over the slider, with sign-in and create-account coming back to the gallery', () => {
    renderAs({ loggedIn: false });
    expect(invitation()?.className).toContain('gallery-lock__modal--blur');
    expect(invitation()?.parentElement?.classList.contains('gallery-slider')).toBe(true);
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe(
      `/login-${ctx.site.slug}/?redirect=%2Fnacion%2Fgaleria%2Fpaisajes%2FABC%2F`,
    );
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toContain('register=1');
    // The gallery stays free: its pictures are on the page behind the modal.
    expect(screen.getByText(`1 / ${galleryFixture.items.length}`)).toBeTruthy();
  });

  it('S1-161: not in the cached HTML (reader unknown) nor for a signed-in reader', () => {
    for (const reader of [{ loggedIn: null }, { loggedIn: true, subscriptionStatuses: [] }]) {
      renderAs(reader);
      expect(invitation()).toBeNull();
      cleanup();
    }
  });

  it('S1-161: appears when the reader turns out signed out, and once closed stays closed for the session', () => {
    renderAs({ loggedIn: null });
    act(() => readerStore.set({ loggedIn: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Ver sin iniciar sesión' }));
    expect(invitation()).toBeNull();
    expect(window.sessionStorage.getItem(INVITATION_CLOSED_KEY)).toBe('1');
    cleanup();
    renderAs({ loggedIn: false });
    expect(invitation()).toBeNull();
  });
});
