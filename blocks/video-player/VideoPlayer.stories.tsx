import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
