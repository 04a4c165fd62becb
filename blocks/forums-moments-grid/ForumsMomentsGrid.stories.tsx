import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { forumVideoItems } from '../../fixtures/forums';
import { contentApirPages, loadingMoreStory, playLoadMore } from '../../fixtures/storybook';
import { ForumsMomentsGrid } from './ForumsMomentsGrid';

/** The public content endpoint answering the next pages: 4 more videos of 14. */
const nextPage = contentApirPages(4, 14);

const meta = {
  title: 'Bloques/Foros/forums-moments-grid',
  id: 'bloques-forums-moments-grid',
  component: ForumsMomentsGrid,
  args: {
    config: { published: true, feedSize: 8, offSet: 0 },
    data: { items: forumVideoItems(8), next: 8, count: 14, section: 'foros-semana/videos' },
    ctx: ctxFixture('foros-semana'),
  },
  parameters: { msw: { handlers: [placeholderImages, nextPage] } },
} satisfies Meta<typeof ForumsMomentsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'MOMENTOS IMPERDIBLES': eight videos with a play mark, and 'Cargar más', which appends four per click. */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The last page: no 'Cargar más' button. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { items: forumVideoItems(6), count: 6, section: 'foros-semana/videos' } },
};

/** While the next videos load the button reads 'Cargando...' and is disabled. */
export const Loading: Story = { ...loadingMoreStory('Cargar más'), name: 'Cargando' };

/** No video with a picture: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [], count: 0, section: 'foros-semana/videos' } },
};

/** After a click on 'Cargar más': the next page appended. */
export const Appended: Story = { name: 'Con más cargadas', play: playLoadMore('Cargar más') };
