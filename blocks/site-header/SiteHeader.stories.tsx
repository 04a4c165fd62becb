import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { ctxFixture } from '../../fixtures/site';
import { anonymousReader, signedInReader, withReader } from '../../fixtures/readers';
import { RENEWAL_DATA_KEY } from '../../ui/account/renewal-data';
import { SiteHeader } from './SiteHeader';
import { StickyHeader } from './StickyHeader';

const mobile = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

const meta = {
  title: 'Bloques/Otros/site-header',
  id: 'bloques-site-header',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { config: { published: true, progress: false }, data: null, ctx: ctxFixture() },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const anonymous = { decorators: [withReader(anonymousReader)] };

/** Anonymous reader on desktop: main bar, 'Más', subscribe button, 'Crear cuenta', 'Iniciar Sesión'. */
export const Desktop: Story = { name: 'Escritorio', ...anonymous };

export const Mobile: Story = { name: 'Móvil', ...anonymous, ...mobile };

/** Spec 1, 4: the login is not known yet: neither the buttons nor the user menu, in the buttons' space. */
export const LoginPendiente: Story = {
  name: 'Ingreso pendiente',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ana' })).toBeNull();
  },
};

export const MenuMasAbierto: Story = {
  name: 'Menú «Más» abierto',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Más' }));
    await expect(canvas.getByRole('button', { name: 'Más' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const HamburguesaAbierta: Story = {
  name: 'Menú hamburguesa abierto',
  ...mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    await expect(canvas.getByText('ISSN 2954-8233')).toBeVisible();
  },
};

/** The signed-in reader's header asks for her plans' renewal state (decision 0026), not an earlier story's copy. */
const plans = (list: { subscriptionID: number; statusID: number }[]) => ({
  parameters: { msw: { handlers: [http.get('*/sales/public/v1/subscription/all', () => HttpResponse.json(list))] } },
  loaders: [() => localStorage.removeItem(RENEWAL_DATA_KEY)],
});

export const SuscriptorConectado: Story = {
  name: 'Suscriptor conectado',
  decorators: [withReader(signedInReader([1]))],
  ...plans([{ subscriptionID: 1, statusID: 1 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ana' }));
    await expect(canvas.getByText('Suscripción activa')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Suscríbete' })).toBeNull();
  },
};

export const ConectadoSinSuscripcion: Story = {
  name: 'Conectado sin suscripción',
  decorators: [withReader(signedInReader([]))],
  ...plans([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ana' }));
    await expect(canvas.getByText('No cuenta con una suscripción')).toBeVisible();
  },
};

/** A declined renewal: the banner under the bar and 'Actualizar datos de pago' in the user menu. */
export const RenovacionFallida: Story = {
  name: 'Renovación fallida',
  decorators: [withReader(signedInReader([4]))],
  ...plans([{ subscriptionID: 41, statusID: 4 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Renovación de tu suscripción' });
    await expect(banner).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Actualizar datos de pago' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Ana' }));
    const menu = canvasElement.querySelector<HTMLElement>('#site-header-user');
    await expect(menu && within(menu).getByRole('link', { name: 'Actualizar datos de pago' })).toBeVisible();
  },
};

export const Oscuro: Story = {
  name: 'Oscuro',
  ...anonymous,
  args: { config: { published: true, mode: 'Oscuro', progress: false } },
};

export const Transparente: Story = {
  name: 'Transparente',
  args: { config: { published: true, mode: 'Transparente', progress: false } },
  decorators: [
    withReader(anonymousReader),
    (Story) => (
      <div style={{ position: 'relative', minHeight: 360, background: 'linear-gradient(135deg, #35506b, #a0684a)' }}>
        <Story />
      </div>
    ),
  ],
};

export const OtraMarca: Story = { name: 'Otra marca', ...anonymous, args: { ctx: ctxFixture('mujeres') } };

/**
 * The sticky bar as it shows once the main header has scrolled away (spec 1, 2.3), on a story:
 * brand, sections and the reading-progress bar, here at 40 %.
 */
export const EncabezadoFijoEnHistoria: Story = {
  name: 'Encabezado fijo en la nota',
  render: ({ ctx }) => (
    <div className="site-header" style={{ '--site-header-progress': 0.4 } as CSSProperties}>
      <StickyHeader visible site={ctx.site} path={ctx.path} progress />
    </div>
  ),
};

export const EncabezadoFijoMovil: Story = { name: 'Encabezado fijo en móvil', ...EncabezadoFijoEnHistoria, ...mobile };
