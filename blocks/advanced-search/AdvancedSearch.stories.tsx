import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { AdvancedSearch } from './AdvancedSearch';

const meta = {
  title: 'Bloques/Utilidades/advanced-search',
  id: 'bloques-advanced-search',
  component: AdvancedSearch,
  args: { config: { published: true }, data: null, ctx: ctxFixture() },
} satisfies Meta<typeof AdvancedSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the external widget mounts: the site's own search form in its container. */
export const Formulario: Story = { name: 'Formulario' };

/** With the editor's title and help text. */
export const ConTexto: Story = {
  name: 'Con texto',
  args: {
    config: {
      published: true,
      title: 'Busque en el archivo',
      text: 'Encuentre artículos por palabras, autor o fecha.',
    },
  },
};
