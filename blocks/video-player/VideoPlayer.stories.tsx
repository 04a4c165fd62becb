import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { imagesData } from '../../contracts/image-sizes';
import { VideoPlayer } from './VideoPlayer';

const meta = {
  title: 'Bloques/Otros/video-player',
  id: 'bloques-video-player',
  component: VideoPlayer,
  args: {
    config: { published: true },
    data: {
      youtubeId: 'dQw4w9WgXcQ',
      title: 'Precio de la gasolina vuelve a subir: cuánto costará el galón',
      poster: {
        url: '/images/ABCDEFGHIJKLMNOPQRSTUVWXYZ/1280x720.jpg',
        images_data: imagesData('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      },
    },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Poster and play button; nothing loads from YouTube until the reader presses play. */
export const Poster: Story = { name: 'Con póster' };

/** A video without a promo image: the play button on black. */
export const WithoutPoster: Story = {
  name: 'Sin póster',
  args: { data: { youtubeId: 'dQw4w9WgXcQ', title: 'Video sin imagen' } },
};

/** The reader presses play: the poster gives way to the privacy-enhanced YouTube frame, which plays at once. */
export const Playing: Story = {
  name: 'Reproduciendo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Reproducir video/ }));
    const frame = await canvas.findByTitle('Precio de la gasolina vuelve a subir: cuánto costará el galón');
    await expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    await expect(canvas.queryByRole('button', { name: /Reproducir video/ })).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
