import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { HiddenTitle } from './HiddenTitle';

const meta = {
  title: 'Bloques/Utilidades/hidden-title',
  id: 'bloques-hidden-title',
  component: HiddenTitle,
  args: { config: { published: true, title: 'Búsqueda avanzada' }, data: null, ctx: ctxFixture() },
} satisfies Meta<typeof HiddenTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing visible: the heading is only in the document (inspect it, or use a screen reader). */
export const ConTitulo: Story = { name: 'Con título' };

/** Without a title the block renders nothing. */
export const SinTitulo: Story = { name: 'Sin título', args: { config: { published: true } } };
