import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import type { Data } from './config';
import { recipeJsonLd } from './recipe-json-ld';

const ctx = { ...ctxFixture(), origin: 'https://www.semana.com' };
const recipe: Data = {
  name: 'Lentejas con plátano maduro: almuerzo económico y nutritivo',
  description: 'Una receta para toda la familia en menos de una hora.',
  image: '/images/ABCDEFGHIJKLMNOPQRSTUVWXYZ/1280x720.jpg',
  authors: ['Redacción Semana'],
  datePublished: '2026-11-20T15:30:00Z',
  keywords: ['Recetas', 'Almuerzo'],
};

/** The block shows nothing on the page: this preview shows the Recipe JSON-LD it adds to the head. */
function RecipeJsonLdPreview({ data }: { data: Data }) {
  return <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(recipeJsonLd(data, ctx), null, 2)}</pre>;
}

const meta = {
  title: 'Bloques/Otros/recipe-schema',
  id: 'bloques-recipe-schema',
  component: RecipeJsonLdPreview,
  args: { data: recipe },
} satisfies Meta<typeof RecipeJsonLdPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Con datos' };

/** No byline: the site is the author. */
export const WithoutAuthor: Story = { name: 'Sin autor', args: { data: { ...recipe, authors: [] } } };
