import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { loadingMoreStory, playLoadMore } from '../../fixtures/storybook';
import { sectionEndpoint } from '../../fixtures/section-pages';
import { SectionMoreGrid } from './SectionMoreGrid';

/** The public content endpoint answering the next pages of a 27-story section. */
const nextPages = sectionEndpoint({ total: 27 }).handler;

const meta = {
  title: 'Bloques/Listas con «cargar más»/section-more-grid',
  id: 'bloques-section-more-grid',
  component: SectionMoreGrid,
  args: {
    config: { published: true, title: 'Nación', feedSize: 7, offSet: 4 },
    data: { items: cardItems(7, 4), next: 11, count: 27, section: 'nacion' },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages, nextPages] } },
} satisfies Meta<typeof SectionMoreGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven cards from offset 4 and 'Ver más contenido', which appends eight more per click. */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The section ends within the first page: no button. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { items: cardItems(5, 4), count: 9, section: 'nacion' } },
};

/** While the next batch loads the button reads 'Cargando...' and is disabled. */
export const Loading: Story = { ...loadingMoreStory('Ver más contenido'), name: 'Cargando' };

/** No story with an image: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [], count: 0, section: 'nacion' } },
};

/** After a click on 'Ver más contenido': the next page appended. */
export const Appended: Story = { name: 'Con más cargadas', play: playLoadMore('Ver más contenido') };
