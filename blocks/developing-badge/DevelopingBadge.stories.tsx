import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { DevelopingBadge } from './DevelopingBadge';

const meta = {
  title: 'Bloques/developing-badge',
  component: DevelopingBadge,
  args: { config: { published: true }, data: { developing: true }, ctx: ctxFixture() },
} satisfies Meta<typeof DevelopingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown on live blogs and stories tagged 'noticia-en-desarrollo'; other stories show nothing. */
export const EnDesarrollo: Story = {};

export const OtraMarca: Story = { args: { ctx: ctxFixture('mujeres') } };
