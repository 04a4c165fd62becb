import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { contentApirPages, loadingMoreStory, playLoadMore } from '../../fixtures/storybook';
import { ArticleCardGrid } from './ArticleCardGrid';

/** The public content endpoint answering the next pages: 8 more stories of 24. */
const nextPage = contentApirPages(8, 24);

const meta = {
  title: 'Bloques/Páginas/article-card-grid',
  id: 'bloques-article-card-grid',
  component: ArticleCardGrid,
  args: {
    config: {
      published: true,
      title: 'Nación',
      section: 'nacion',
      feedSize: 8,
      offSet: 0,
      videos: true,
      loadMore: true,
    },
    data: { items: cardItems(8), next: 8, count: 24, section: 'nacion' },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages, nextPage] } },
} satisfies Meta<typeof ArticleCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight cards and 'Más contenido', which appends eight more per click until the section runs out. */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The last page: no 'Más contenido' button. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { items: cardItems(6), count: 6, section: 'nacion' } },
};

/** While the next batch loads the button reads 'Cargando...' and is disabled. */
export const Loading: Story = { ...loadingMoreStory('Más contenido'), name: 'Cargando' };

/** No stories with an image in the section: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [], count: 0, section: 'nacion' } },
};

/** An editor's own name on every card (spec 3, 3 `customSection`). */
export const SeccionPersonalizada: Story = {
  name: 'Sección personalizada',
  args: { config: { ...meta.args.config, customSection: 'Especial Elecciones' } },
};

/** After a click on 'Más contenido': the next page appended. */
export const Appended: Story = { name: 'Con más cargadas', play: playLoadMore('Más contenido') };
