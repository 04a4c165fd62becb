import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../.storybook/fixtures';
import { cardItems, placeholderImages, storyDoc } from '../../ui/card-fixtures';
import { ArticleCardGrid } from './ArticleCardGrid';

/** The public content endpoint answering the next page: 8 more stories of 24. */
const nextPage = http.get('*/api/content/content-apir', ({ request }) => {
  const { feedOffset = 8 } = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}');
  const items = Array.from({ length: 8 }, (_, i) => storyDoc(feedOffset + i));
  const next = feedOffset + 8;
  return HttpResponse.json({ content_elements: items, count: 24, ...(next < 24 && { next }), previous: 0 });
});

const meta = {
  title: 'Bloques/article-card-grid',
  component: ArticleCardGrid,
  args: {
    config: { title: 'Nación', section: 'nacion', feedSize: 8, offSet: 0 },
    data: { items: cardItems(8), next: 8, count: 24, section: 'nacion' },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages, nextPage] } },
} satisfies Meta<typeof ArticleCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight cards and 'Más contenido', which appends eight more per click until the section runs out. */
export const Filled: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The last page: no 'Más contenido' button. */
export const NoMorePages: Story = {
  args: { data: { items: cardItems(6), count: 6, section: 'nacion' } },
};

/** While the next batch loads the button reads 'Cargando...' and is disabled. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [placeholderImages, http.get('*/api/content/content-apir', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Más contenido' }));
    await expect(await canvas.findByRole('button', { name: 'Cargando...' })).toBeDisabled();
  },
};

/** No stories with an image in the section: the block renders nothing. */
export const Empty: Story = {
  args: { data: { items: [], count: 0, section: 'nacion' } },
};
