import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { sectionEndpoint } from '../../fixtures/section-pages';
import { loadingMoreStory, playLoadMore } from '../../fixtures/storybook';
import { CartoonsGrid } from './CartoonsGrid';

/** The public content endpoint answering the next cartoons of 14. */
const nextPages = sectionEndpoint({ total: 14, section: 'caricaturas' }).handler;

const meta = {
  title: 'Bloques/Listas con «cargar más»/cartoons-grid',
  id: 'bloques-cartoons-grid',
  component: CartoonsGrid,
  args: {
    config: { published: true, title: 'Caricaturas', feedSize: 4, offSet: 5 },
    data: { items: cardItems(4, 5), next: 9, count: 14, section: '/caricaturas' },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages, nextPages] } },
} satisfies Meta<typeof CartoonsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cartoons from offset 5 and 'VER MÁS CARICATURAS', which appends two more per click. */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The last cartoons: no button. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { items: cardItems(3, 5), count: 8, section: '/caricaturas' } },
};

/** While the next two load the capitals button reads 'CARGANDO...' and is disabled. */
export const Loading: Story = {
  ...loadingMoreStory('VER MÁS CARICATURAS', { loadingLabel: 'CARGANDO...' }),
  name: 'Cargando',
};

/** No cartoon with an image: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [], count: 0, section: '/caricaturas' } },
};

/** After a click on 'VER MÁS CARICATURAS': the next page appended. */
export const Appended: Story = { name: 'Con más cargadas', play: playLoadMore('VER MÁS CARICATURAS') };
