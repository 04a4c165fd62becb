import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { TagStories } from './TagStories';

const meta = {
  title: 'Bloques/Otros/tag-stories',
  id: 'bloques-tag-stories',
  component: TagStories,
  args: {
    config: { published: true, feedSize: 10 },
    data: { tag: 'Reforma a la salud', items: cardItems(6), count: 31 },
    ctx: { ...ctxFixture(), path: '/noticias/reforma-a-la-salud/', params: { tagSlug: 'reforma-a-la-salud' } },
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof TagStories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Con datos' };
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** A tag no story carries (any more): nothing (spec 3, 1); the page answers 404. */
export const Empty: Story = { name: 'Vacío', args: { data: { tag: 'sin-notas', items: [], count: 0 } } };
