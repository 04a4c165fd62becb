import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { AuthorStories } from './AuthorStories';

const meta = {
  title: 'Bloques/Otros/author-stories',
  id: 'bloques-author-stories',
  component: AuthorStories,
  args: {
    config: { published: true, feedSize: 10 },
    data: { items: cardItems(6), count: 42 },
    ctx: { ...ctxFixture(), path: '/autor/maria-jimena-duzan/', params: { authorSlug: 'maria-jimena-duzan' } },
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof AuthorStories>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page; 'Cargar más' below it is the load-more-list block. */
export const Filled: Story = { name: 'Con datos' };
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
