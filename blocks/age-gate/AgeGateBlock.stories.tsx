import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { AGE_FLAG } from '../../ui/age-gate/age-flag';
import { AgeGateBlock } from './AgeGateBlock';

const meta = {
  title: 'Bloques/Mobiliario del sitio/age-gate',
  id: 'bloques-age-gate',
  component: AgeGateBlock,
  args: { config: { published: true }, data: null, ctx: ctxFixture() },
  beforeEach: () => {
    sessionStorage.removeItem(AGE_FLAG);
    return () => sessionStorage.removeItem(AGE_FLAG);
  },
} satisfies Meta<typeof AgeGateBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = { name: 'Visible' };

export const Confirmado: Story = {
  name: 'Confirmado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'TENGO MÁS DE 18 AÑOS' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(sessionStorage.getItem(AGE_FLAG)).toBe('true');
  },
};

/** On Soho the site header already covers every page: the block adds nothing. */
export const SitioParaAdultos: Story = { name: 'Sitio para adultos', args: { ctx: ctxFixture('soho') } };
