import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { SportsAgenda } from './SportsAgenda';

const meta = {
  title: 'Bloques/sports-agenda',
  component: SportsAgenda,
  args: { config: { published: true }, data: {}, ctx: ctxFixture() },
} satisfies Meta<typeof SportsAgenda>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No provider configured: the frame shows the site's own notice (no outside request). */
export const Placeholder: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
