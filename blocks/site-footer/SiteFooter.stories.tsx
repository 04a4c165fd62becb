import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Bloques/Páginas/site-footer',
  id: 'bloques-site-footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { config: { published: true }, data: null, ctx: ctxFixture() },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both link groups open. */
export const Desktop: Story = { name: 'Escritorio' };

/** The link groups are collapsed until tapped. */
export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileGrupoAbierto: Story = {
  name: 'Móvil con grupo abierto',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Información legal'));
    await expect(canvas.getByRole('link', { name: 'Términos de uso' })).toBeVisible();
  },
};

export const OtraMarca: Story = { name: 'Otra marca', args: { ctx: ctxFixture('soho') } };
