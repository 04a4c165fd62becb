import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { anonymousReader, signedInReader, withReader } from '../../fixtures/readers';
import { galleryFixture } from '../../fixtures/gallery';
import { GallerySlider } from './GallerySlider';

const meta = {
  title: 'Bloques/Otros/gallery-slider',
  id: 'bloques-gallery-slider',
  component: GallerySlider,
  args: { config: { published: true }, data: galleryFixture, ctx: ctxFixture() },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof GallerySlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures with caption, subtitle and 'Foto:' credit; arrows and 'Ver pantalla completa'. */
export const Filled: Story = { name: 'Con datos' };

/** On phones a tap on the picture opens the full-screen modal. */
export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The full-screen modal, as 'Ver pantalla completa' opens it (controls fade after 3 s). */
export const FullScreen: Story = {
  name: 'Pantalla completa',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver pantalla completa' }));
    await expect(canvas.getByRole('dialog')).toBeTruthy();
  },
};

/** A single picture: no arrows in the modal. */
export const OnePicture: Story = {
  name: 'Una foto',
  args: { data: { ...galleryFixture, items: galleryFixture.items.slice(0, 1) } },
};

/** A premium gallery as the cached page ships it: the lead picture only, and the id to ask the rest for. */
const locked = { ...galleryFixture, items: galleryFixture.items.slice(0, 1), lockedId: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' };

/** Premium gallery, signed-out reader: the blurred lead picture under the blur modal. */
export const LockedVisitor: Story = {
  name: 'Bloqueado para visitante',
  args: { data: locked },
  decorators: [withReader(anonymousReader)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Iniciar Sesión' })).toBeTruthy();
  },
};

/** Premium gallery, signed-in reader without access: the subscribe promo modal. */
export const LockedPromo: Story = {
  name: 'Bloqueado con promoción',
  args: { data: locked },
  decorators: [withReader(signedInReader([], 'Laura'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Suscríbete' })).toBeTruthy();
    await expect(canvas.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
  },
};

/** Premium gallery, subscriber: every picture, from the private premium answer. */
export const LockedSubscriber: Story = {
  name: 'Bloqueado para suscriptor',
  args: { data: locked },
  decorators: [withReader(signedInReader([1], 'Laura'))],
  parameters: {
    msw: {
      handlers: [
        placeholderImages,
        http.get('*/api/premium/:id/gallery', () => HttpResponse.json({ items: galleryFixture.items })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`1 / ${galleryFixture.items.length}`)).toBeTruthy();
  },
};
