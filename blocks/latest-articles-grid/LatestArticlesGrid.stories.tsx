import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages, storyDoc } from '../../fixtures/cards';
import { contentApirPages, loadingMoreStory, playLoadMore } from '../../fixtures/storybook';
import { LatestArticlesGrid, MAIN_SECTIONS } from './LatestArticlesGrid';

/** The public content endpoint answering the next page: 12 more stories of 36, one of them from /edicion. */
const nextPage = contentApirPages(12, 36, (i, inPage) => storyDoc(i, inPage === 0 ? { section: 'edicion' } : {}));

const meta = {
  title: 'Bloques/Listas con «cargar más»/latest-articles-grid',
  id: 'bloques-latest-articles-grid',
  component: LatestArticlesGrid,
  args: {
    config: { published: true, title: 'Últimas noticias', feedSize: 12, offSet: 0 },
    data: { items: cardItems(12), next: 12, count: 36, section: MAIN_SECTIONS },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages, nextPage] } },
} satisfies Meta<typeof LatestArticlesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve cards and 'Cargar más artículos', which appends the next 12 stories (less those from /edicion). */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The last page: no 'Cargar más artículos' button. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { items: cardItems(9), next: 12, count: 12, section: MAIN_SECTIONS } },
};

/** While the next page loads the button reads 'Cargando...' and is disabled. */
export const Loading: Story = { ...loadingMoreStory('Cargar más artículos'), name: 'Cargando' };

/** After a click on 'Cargar más artículos': the next page appended. */
export const Appended: Story = { name: 'Con más cargadas', play: playLoadMore('Cargar más artículos') };
