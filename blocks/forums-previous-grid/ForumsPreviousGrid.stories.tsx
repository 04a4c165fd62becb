import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { forumDoc, forumItems } from '../../fixtures/forums';
import { contentApirPages, loadingMoreStory, playLoadMore } from '../../fixtures/storybook';
import { ForumsPreviousGrid } from './ForumsPreviousGrid';

/** The public content endpoint answering the next pages: 6 more forums of 22. */
const nextPage = contentApirPages(6, 22, (i) => forumDoc(i));

const meta = {
  title: 'Bloques/Foros/forums-previous-grid',
  id: 'bloques-forums-previous-grid',
  component: ForumsPreviousGrid,
  args: {
    config: { published: true, feedSize: 9, offSet: 1 },
    data: { items: forumItems(9, 1), next: 10, count: 22, section: 'foros-semana' },
    ctx: ctxFixture('foros-semana'),
  },
  parameters: { msw: { handlers: [placeholderImages, nextPage] } },
} satisfies Meta<typeof ForumsPreviousGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'FOROS ANTERIORES': nine forums from the second, and 'Cargar más', which appends six per click. */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The last page: no 'Cargar más' button. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { items: forumItems(5, 1), count: 6, section: 'foros-semana' } },
};

/** While the next forums load the button reads 'Cargando...' and is disabled. */
export const Loading: Story = { ...loadingMoreStory('Cargar más'), name: 'Cargando' };

/** No forum with a picture: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [], count: 0, section: 'foros-semana' } },
};

/** After a click on 'Cargar más': the next page appended. */
export const Appended: Story = { name: 'Con más cargadas', play: playLoadMore('Cargar más') };
