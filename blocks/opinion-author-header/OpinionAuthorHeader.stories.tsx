import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { OpinionAuthorHeader } from './OpinionAuthorHeader';

const meta = {
  title: 'Bloques/Otros/opinion-author-header',
  id: 'bloques-opinion-author-header',
  component: OpinionAuthorHeader,
  args: {
    config: { published: true },
    data: {
      name: 'Álvaro Montenegro Ríos',
      url: '/autor/alvaro-montenegro-rios/',
      photo: '/images/author-alvaro-montenegro-rios/200x200.jpg',
      description: 'Columnista. Economista y exviceministro.',
    },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof OpinionAuthorHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Round photo, name linking to the author page, description. */
export const Filled: Story = { name: 'Con datos' };

/** A columnist without a photo: the initial in a circle. */
export const WithoutPhoto: Story = {
  name: 'Sin foto',
  args: { data: { name: 'Beatriz Helena Cuervo', url: '/autor/beatriz-helena-cuervo/' } },
};

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
