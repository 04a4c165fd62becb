import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { MagazineMenu } from './MagazineMenu';

const meta = {
  title: 'Bloques/Mobiliario del sitio/magazine-menu',
  id: 'bloques-magazine-menu',
  component: MagazineMenu,
  args: { config: { published: true }, data: null, ctx: ctxFixture('soho') },
} satisfies Meta<typeof MagazineMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cerrado: Story = { name: 'Cerrado' };

export const Abierto: Story = {
  name: 'Abierto',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    await expect(canvas.getByText('ISSN 2954-8241')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeVisible();
  },
};
