import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { ProductFooter } from './ProductFooter';

const meta = {
  title: 'Bloques/Carruseles/product-footer',
  id: 'bloques-product-footer',
  component: ProductFooter,
  parameters: { layout: 'fullscreen' },
  args: { config: { published: true }, data: null, ctx: ctxFixture('mujeres') },
} satisfies Meta<typeof ProductFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mujeres: the brand band, both link groups open. */
export const Mujeres: Story = { name: 'Mujeres' };

/** The link groups are collapsed until tapped. */
export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Another product brand: its name, description and networks come from its site settings. */
export const OtraMarca: Story = { name: 'Otra marca', args: { ctx: ctxFixture('soho') } };
