import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { AuthorProfile } from './AuthorProfile';

const meta = {
  title: 'Bloques/Otros/author-profile',
  id: 'bloques-author-profile',
  component: AuthorProfile,
  args: {
    config: { published: true },
    data: {
      slug: 'maria-jimena-duzan',
      author: {
        byline: 'María Jimena Duzán',
        bio: 'Columnista. Periodista y escritora, autora de varios libros sobre el conflicto colombiano.',
        imageUrl: '/images/author-maria-jimena-duzan/200x200.jpg',
      },
    },
    ctx: { ...ctxFixture(), path: '/autor/maria-jimena-duzan/', params: { authorSlug: 'maria-jimena-duzan' } },
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof AuthorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Con datos' };
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** The editorial desk: no personal bio. */
export const Desk: Story = {
  name: 'Redacción',
  args: {
    data: {
      slug: 'redaccion-semana',
      author: { byline: 'Redacción Semana', imageUrl: '/images/author-redaccion-semana/200x200.jpg' },
    },
  },
};
/** An address with no author behind it. */
export const NotFound: Story = { name: 'No encontrado', args: { data: { slug: 'nadie', author: null } } };
