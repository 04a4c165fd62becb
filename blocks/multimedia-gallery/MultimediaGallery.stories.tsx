import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { gallerySlides } from '../../fixtures/galleries';
import { MultimediaGallery } from './MultimediaGallery';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Galerías/multimedia-gallery',
  id: 'bloques-multimedia-gallery',
  component: MultimediaGallery,
  args: {
    config: { published: true, feedSize: 12 },
    data: {
      items: gallerySlides(12),
      title: 'En fotos: así quedó Mocoa después de las lluvias',
      url: '/nacion/galeria/fotos-mocoa/gallery-1/',
    },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof MultimediaGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve pictures with their captions, looping, with dots and arrows; the headline links to the gallery. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
