import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages, storyDoc } from '../../fixtures/cards';
import { sectionEndpoint } from '../../fixtures/section-pages';
import { LoadMoreList } from './LoadMoreList';

const nextPage = http.get('*/api/content/content-apir-date', ({ request }) => {
  const { feedOffset = 50 } = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}');
  const items = Array.from({ length: 5 }, (_, i) => storyDoc(feedOffset + i));
  return HttpResponse.json({ content_elements: items, count: 55, previous: feedOffset - 50 });
});

const meta = {
  title: 'Bloques/Listas con «cargar más»/load-more-list',
  id: 'bloques-load-more-list',
  component: LoadMoreList,
  args: {
    config: { published: true, source: 'content-apir-date', feedSize: 50, offSet: 50, label: 'Cargar más notas' },
    data: { items: [], query: { source: 'content-apir-date', date: '2026-11-20' }, next: 50, count: 55 },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages, nextPage] } },
} satisfies Meta<typeof LoadMoreList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the button: the first page above it is server-rendered by date-archive or search-results. */
export const Button: Story = { name: 'Botón' };

/** After a click: the next page appended, and no button once the list is complete. */
export const Appended: Story = {
  name: 'Con más cargadas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar más notas' }));
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Cargando',
  parameters: {
    msw: { handlers: [placeholderImages, http.get('*/api/content/content-apir-date', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar más notas' }));
    await expect(await canvas.findByRole('button', { name: 'Cargando...' })).toBeDisabled();
  },
};

/** A paged promo list (content-apir): its own first 7 stories from offset 4, then 8 more per 'Cargar más'. */
export const PromoList: Story = {
  name: 'Lista de promociones',
  args: {
    config: { published: true, source: 'content-apir', feedSize: 8, offSet: 4, label: 'Cargar más' },
    data: {
      items: cardItems(7, 4),
      next: 11,
      count: 23,
      query: { source: 'content-apir', includeSections: 'economia' },
    },
  },
  parameters: { msw: { handlers: [placeholderImages, sectionEndpoint({ total: 23, section: 'economia' }).handler] } },
};
