import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { opinionDocs, opinionItems } from '../../fixtures/opinion';
import { ProductAuthorPage } from './ProductAuthorPage';

const author = { id: 'author-17', byline: 'María Jimena Duzán', bio: 'Periodista y columnista de Mujeres.' };
const firstPage = { items: opinionItems(16, 0, 'Mujeres'), next: 16, count: 40 };

/** The public content endpoint answering the columnist's next pages, 16 columns each of 40. */
const nextPages = http.get('*/api/content/content-api-search-author', ({ request }) => {
  const { feedOffset = 16 } = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}') as {
    feedOffset?: number;
  };
  const next = feedOffset + 16;
  return HttpResponse.json({
    content_elements: opinionDocs(Math.min(16, 40 - feedOffset), feedOffset),
    count: 40,
    ...(next < 40 && { next }),
  });
});

const meta = {
  title: 'Bloques/Opinión/product-author-page',
  id: 'bloques-product-author-page',
  component: ProductAuthorPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [placeholderImages, nextPages] } },
  args: {
    config: { published: true, feedSize: 16 },
    data: { slug: 'maria-jimena-duzan', author, includeSections: 'opinion-mujeres', ...firstPage },
    ctx: { ...ctxFixture('mujeres'), path: '/opinion-mujeres/autor/maria-jimena-duzan/' },
  },
} satisfies Meta<typeof ProductAuthorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero, 16 columns in 4 columns and 'Cargar más', which appends the next 16. */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A columnist with no columns yet: the hero alone. */
export const SinColumnas: Story = {
  name: 'Sin columnas',
  args: { data: { slug: 'maria-jimena-duzan', author, includeSections: 'opinion-mujeres', items: [], count: 0 } },
};

/** No columnist has the slug of the address. */
export const NoEncontrado: Story = {
  name: 'No encontrado',
  args: { data: { slug: 'nadie', author: null, includeSections: 'opinion-mujeres', items: [], count: 0 } },
};

/** While the next page loads the button reads 'Cargando...' and is disabled. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: {
    msw: {
      handlers: [placeholderImages, http.get('*/api/content/content-api-search-author', () => delay('infinite'))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar más' }));
    await expect(await canvas.findByRole('button', { name: 'Cargando...' })).toBeDisabled();
  },
};
