import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { galleryPages, galleryTiles } from '../../fixtures/galleries';
import { loadingMoreStory, playLoadMore } from '../../fixtures/storybook';
import { CollectionGallery } from './CollectionGallery';

const meta = {
  title: 'Bloques/Galerías/collection-gallery',
  id: 'bloques-collection-gallery',
  component: CollectionGallery,
  args: {
    config: {
      published: true,
      collectionId: 'galerias',
      title: 'Galerías destacadas',
      link: '/galerias/',
      feedSize: 6,
    },
    data: { items: galleryTiles(6), next: 6, count: 15 },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages, galleryPages('content-api-collections', 15)] } },
} satisfies Meta<typeof CollectionGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The collection's first six galleries; each click adds six more, in the collection's order. */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A collection of four: no button, and without a title no heading. */
export const SmallCollection: Story = {
  name: 'Colección pequeña',
  args: {
    config: { published: true, collectionId: 'galerias', feedSize: 6 },
    data: { items: galleryTiles(4), count: 4 },
  },
};

/** While the next galleries load the button reads 'Cargando...' and is disabled. */
export const Loading: Story = {
  ...loadingMoreStory('Cargar más galerías', { source: 'content-api-collections' }),
  name: 'Cargando',
};

/** After a click on 'Cargar más galerías': the next page appended. */
export const Appended: Story = { name: 'Con más cargadas', play: playLoadMore('Cargar más galerías') };
