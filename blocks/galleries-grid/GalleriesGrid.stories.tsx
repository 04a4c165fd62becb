import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { galleryDoc, galleryPages, galleryTiles } from '../../fixtures/galleries';
import { loadingMoreStory, playLoadMore } from '../../fixtures/storybook';
import { GalleriesGrid } from './GalleriesGrid';

const meta = {
  title: 'Bloques/Galerías/galleries-grid',
  id: 'bloques-galleries-grid',
  component: GalleriesGrid,
  args: {
    config: { published: true, title: 'Más galerías', feedSize: 12, offSet: 9 },
    data: { items: galleryTiles(12, 9), next: 21, count: 40, section: 'galerias' },
    ctx: ctxFixture(),
  },
  // The next pages: the 22nd gallery has no main image and is left out.
  parameters: {
    msw: {
      handlers: [placeholderImages, galleryPages('content-apir', 40, (i) => galleryDoc(i, { withImage: i !== 21 }))],
    },
  },
} satisfies Meta<typeof GalleriesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve galleries from the tenth on; hovering or focusing a picture shows its headline; the button adds 12. */
export const Filled: Story = { name: 'Con datos' };

/** On touch screens the headlines are always shown. */
export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The last page: no load-more button. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { items: galleryTiles(3, 9), next: 21, count: 12, section: 'galerias' } },
};

/** While the next page loads the button reads 'Cargando...' and is disabled. */
export const Loading: Story = { ...loadingMoreStory('Cargar más galerías'), name: 'Cargando' };

/** After a click on 'Cargar más galerías': the next page appended. */
export const Appended: Story = { name: 'Con más cargadas', play: playLoadMore('Cargar más galerías') };
