import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ctxFixture } from '../fixtures/site';
import { LayoutPage } from '../fixtures/layout-page';
import { AGE_FLAG } from '../ui/age-gate/age-flag';
import { layouts } from './index';

const mobile = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

const meta = {
  title: 'Diseños',
  component: LayoutPage,
  parameters: { layout: 'fullscreen' },
  args: { name: 'default', layout: layouts.default, ctx: ctxFixture('semana') },
} satisfies Meta<typeof LayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SemanaDefault: the site header, the page and the site footer. */
export const SemanaDefault: Story = {
  name: 'Semana por defecto',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** Empty: the page alone, no header and no footer. */
export const Empty: Story = {
  name: 'Vacío',
  args: { name: 'bare', layout: layouts.bare },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header, footer')).toBeNull();
  },
};

/** Landing (Semana's /emprendedores/): a slim brand bar with the way back, the page in full width, the footer. */
export const Landing: Story = {
  name: 'Portada',
  args: { name: 'landing', layout: layouts.landing },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Volver a Semana' })).toHaveAttribute('href', '/');
  },
};

export const LandingMobile: Story = { name: 'Portada en móvil', ...Landing, ...mobile };

/** ForosSemana: the forums bar in navy under the header. */
export const ForosSemana: Story = {
  name: 'Foros Semana',
  args: { name: 'foros-semana', layout: layouts['foros-semana'], ctx: ctxFixture('foros-semana') },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: 'Foros Semana' });
    await expect(within(bar).getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/foros-semana/videos');
  },
};

/** {product}: Mujeres, with its masthead and tagline. */
export const Product: Story = {
  name: 'Producto',
  args: { name: 'product', layout: layouts.product, ctx: ctxFixture('mujeres') },
};

export const ProductMobile: Story = { name: 'Producto en móvil', ...Product, ...mobile };

/** Soho: black and gold, the dark header; the age gate is confirmed so the page shows. */
export const Soho: Story = {
  name: 'Soho',
  args: { name: 'soho', layout: layouts.soho, ctx: ctxFixture('soho') },
  beforeEach: () => {
    window.sessionStorage.setItem(AGE_FLAG, 'true');
    return () => window.sessionStorage.removeItem(AGE_FLAG);
  },
};

/** Soho before the reader confirms their age: the overlay covers the page. */
export const SohoAgeGate: Story = {
  name: 'Soho con aviso de edad',
  args: Soho.args,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'TENGO MÁS DE 18 AÑOS' })).toBeVisible();
  },
};

/** El País: the edition line with today's date and Cali under the header. */
export const ElPais: Story = {
  name: 'El País',
  args: { name: 'elpais', layout: layouts.elpais, ctx: ctxFixture('elpais') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('20 de noviembre de 2026')).toBeVisible();
  },
};

export const ElPaisMobile: Story = { name: 'El País en móvil', ...ElPais, ...mobile };
