import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { storyArticle } from '../../fixtures/article';
import { ArticleHeader } from './ArticleHeader';
import { projectHeader } from './project-header';

const ctx = ctxFixture();
const header = (overrides: Parameters<typeof storyArticle>[0] = {}) =>
  projectHeader(storyArticle(overrides), ctx.site, false);

const meta = {
  title: 'Bloques/Otros/article-header',
  id: 'bloques-article-header',
  component: ArticleHeader,
  args: { config: { published: true }, data: header(), ctx },
} satisfies Meta<typeof ArticleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two authors: only 'Redacción Nación' links to its author page. */
export const Filled: Story = { name: 'Con datos' };

/** No byline, published before 2025-01-27: signed by the editorial desk. */
export const RedaccionPorDefecto: Story = {
  name: 'Redacción por defecto',
  args: { data: header({ credits: { by: [] }, publish_date: '2024-06-01T17:45:00Z' }) },
};

/** No byline, published later: no author line, only the date. */
export const SinFirma: Story = {
  name: 'Sin firma',
  args: { data: header({ credits: { by: [] } }) },
};

export const SinImagenNiSubtitulo: Story = {
  name: 'Sin imagen ni subtítulo',
  args: { data: header({ promo_items: undefined, subheadlines: undefined, subtype: undefined }) },
};

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
