import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { printedEditionsData } from '../../fixtures/printed-editions';
import { PrintedEditions } from './PrintedEditions';

const meta = {
  title: 'Bloques/Otros/printed-editions',
  id: 'bloques-printed-editions',
  component: PrintedEditions,
  args: { config: { published: true, section: 'edicion' }, data: printedEditionsData, ctx: ctxFixture() },
} satisfies Meta<typeof PrintedEditions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Impresa page: 2025 to 2021 first. */
export const Years: Story = { name: 'Años' };

/** 'Ver más' reads 'Cargando...' for 1.4 s, then five more years show. */
export const MoreYears: Story = {
  name: 'Más años',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más' }));
    await expect(await canvas.findByRole('heading', { name: '2020' }, { timeout: 3000 })).toBeVisible();
  },
};
