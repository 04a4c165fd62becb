import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfidencialesHeading } from './ConfidencialesHeading';

const meta = {
  title: 'Bloques/Otros/confidenciales-heading',
  id: 'bloques-confidenciales-heading',
  component: ConfidencialesHeading,
} satisfies Meta<typeof ConfidencialesHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The band above every Confidenciales story. */
export const Filled: Story = { name: 'Con datos' };
