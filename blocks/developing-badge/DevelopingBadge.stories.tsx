import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { DevelopingBadge } from './DevelopingBadge';

const meta = {
  title: 'Bloques/Otros/developing-badge',
  id: 'bloques-developing-badge',
  component: DevelopingBadge,
  args: { config: { published: true }, data: { developing: true }, ctx: ctxFixture() },
} satisfies Meta<typeof DevelopingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown on live blogs and stories tagged 'noticia-en-desarrollo'; other stories show nothing. */
export const EnDesarrollo: Story = { name: 'En desarrollo' };

export const OtraMarca: Story = { name: 'Otra marca', args: { ctx: ctxFixture('mujeres') } };
