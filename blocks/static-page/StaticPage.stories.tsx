import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { publishedStaticPageFixture, staticPageFixture } from '../../fixtures/static-page';
import { StaticPage } from './StaticPage';

const meta = {
  title: 'Bloques/Otros/static-page',
  id: 'bloques-static-page',
  component: StaticPage,
  args: { config: { published: true }, data: staticPageFixture, ctx: ctxFixture() },
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's placeholder text, marked as an example. */
export const TextoDeEjemplo: Story = { name: 'Texto de ejemplo' };

/** A page with the brand's own text: no example notice. */
export const TextoPublicado: Story = { name: 'Texto publicado', args: { data: publishedStaticPageFixture } };

export const Movil: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
