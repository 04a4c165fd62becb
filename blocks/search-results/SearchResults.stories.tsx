import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { SearchResults } from './SearchResults';

const meta = {
  title: 'Bloques/Otros/search-results',
  id: 'bloques-search-results',
  component: SearchResults,
  args: {
    config: { published: true, feedSize: 10 },
    data: { q: 'elecciones', items: cardItems(5), count: 37 },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Con datos' };
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** No terms yet: only the search box. */
export const NoQuery: Story = { name: 'Sin búsqueda', args: { data: { q: '', items: [], count: 0 } } };
/** Terms with no match. */
export const NoResults: Story = { name: 'Sin resultados', args: { data: { q: 'zzzz', items: [], count: 0 } } };
