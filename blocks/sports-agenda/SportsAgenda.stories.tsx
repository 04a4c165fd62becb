import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { SportsAgenda } from './SportsAgenda';

const meta = {
  title: 'Bloques/Otros/sports-agenda',
  id: 'bloques-sports-agenda',
  component: SportsAgenda,
  args: { config: { published: true }, data: {}, ctx: ctxFixture() },
} satisfies Meta<typeof SportsAgenda>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No provider configured: the frame shows our own demo agenda (the app serves it; the Storybook build carries a copy). */
export const Placeholder: Story = { name: 'Agenda de demostración' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
