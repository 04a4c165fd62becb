import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { galleryTiles } from '../../fixtures/galleries';
import { GalleryCarousel } from './GalleryCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Galerías/gallery-carousel',
  id: 'bloques-gallery-carousel',
  component: GalleryCarousel,
  args: {
    config: { published: true, title: 'Galerías', link: '/galerias/', background: 'White', feedSize: 8 },
    data: { items: galleryTiles(8) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof GalleryCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** White background (the default): three galleries in view, arrows and dots; the headline shows on hover. */
export const White: Story = { name: 'Blanco', play: playNextSlide };

export const Dark: Story = {
  name: 'Oscuro',
  args: { config: { published: true, title: 'Galerías', link: '/galerias/', background: 'Dark', feedSize: 8 } },
};

/** Without a link the title is plain text. */
export const TitleWithoutLink: Story = {
  name: 'Título sin enlace',
  args: { config: { published: true, title: 'Fotos', background: 'White', feedSize: 8 } },
};

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
