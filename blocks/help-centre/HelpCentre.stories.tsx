import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { HelpCentre } from './HelpCentre';

const meta = {
  title: 'Bloques/Otros/help-centre',
  id: 'bloques-help-centre',
  component: HelpCentre,
  parameters: { layout: 'fullscreen' },
  args: { config: { published: true, linkWhatsapp: 'https://wa.me/573001234567' }, data: null, ctx: ctxFixture() },
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 8 cards. */
export const Tarjetas: Story = { name: 'Tarjetas' };

/** A card's sub-cards, then one sub-card's text. */
export const Devoluciones: Story = {
  name: 'Devoluciones',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transacciones' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Devoluciones' }));
    await expect(canvas.getByText(/5 días hábiles/)).toBeVisible();
  },
};

export const Movil: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
