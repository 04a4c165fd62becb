import type { Meta, StoryObj } from '@storybook/react-vite';
import { RedirectNotice } from './Redirect';

// The notice alone: the block itself would send Storybook away.
const meta = {
  title: 'Bloques/redirect',
  component: RedirectNotice,
  args: { target: '/suscripciones-online/' },
} satisfies Meta<typeof RedirectNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The moment before the browser leaves (or what a reader without JavaScript sees). */
export const Redirigiendo: Story = {};
