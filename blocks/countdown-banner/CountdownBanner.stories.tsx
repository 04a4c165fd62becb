import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { DEFAULT_TARGET } from './config';
import { CountdownBanner } from './CountdownBanner';

// The banner ticks with the real clock once it runs, so "before" needs a date ahead of the real now.
const inTwoDays = new Date(Date.now() + (2 * 86_400 + 5 * 3600) * 1000).toISOString();

const meta = {
  title: 'Bloques/Mobiliario del sitio/countdown-banner',
  id: 'bloques-countdown-banner',
  component: CountdownBanner,
  args: {
    config: { published: true, title: 'Foro Semana: faltan', link: '/foros-semana/', targetDate: inTwoDays },
    data: null,
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof CountdownBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Antes: Story = {
  name: 'Antes',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Segundos')).toBeInTheDocument();
  },
};

/** The spec's date (21 October 2024) has passed. */
export const Despues: Story = {
  name: 'Después',
  args: { config: { published: true, title: 'Foro Semana', link: '/foros-semana/', targetDate: DEFAULT_TARGET } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('El evento ha comenzado')).toBeInTheDocument();
  },
};
