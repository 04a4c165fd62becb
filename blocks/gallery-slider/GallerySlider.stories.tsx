import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../.storybook/fixtures';
import { placeholderImages } from '../../ui/card-fixtures';
import { galleryFixture } from './gallery-fixture';
import { GallerySlider } from './GallerySlider';

const meta = {
  title: 'Bloques/gallery-slider',
  component: GallerySlider,
  args: { config: { published: true }, data: galleryFixture, ctx: ctxFixture() },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof GallerySlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures with caption, subtitle and 'Foto:' credit; arrows and 'Ver pantalla completa'. */
export const Filled: Story = {};

/** On phones a tap on the picture opens the full-screen modal. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The full-screen modal, as 'Ver pantalla completa' opens it (controls fade after 3 s). */
export const FullScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver pantalla completa' }));
    await expect(canvas.getByRole('dialog')).toBeTruthy();
  },
};

/** A single picture: no arrows in the modal. */
export const OnePicture: Story = {
  args: { data: { ...galleryFixture, items: galleryFixture.items.slice(0, 1) } },
};
