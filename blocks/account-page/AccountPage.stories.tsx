import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ctxFixture } from '../../fixtures/site';
import { anonymousReader, signedInReader, withReader } from '../../fixtures/readers';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountPage } from './AccountPage';

const YEAR = 365 * 86_400_000;
/** The identity and sales services, faked for one reader with one active and one cancelled subscription. */
const services = [
  http.get('*/identity/public/v1/profile', () =>
    HttpResponse.json({ firstName: 'Laura', lastName: 'Pérez', email: 'laura@example.com' }),
  ),
  http.patch('*/identity/public/v1/profile', async ({ request }) => HttpResponse.json(await request.json())),
  http.put('*/identity/public/v1/password', () => HttpResponse.json({})),
  http.get('*/sales/public/v1/subscription/all', () =>
    HttpResponse.json([
      { subscriptionID: 1, productName: 'Suscripción digital anual', statusID: 1, currentCycleEnd: Date.now() + YEAR },
      {
        subscriptionID: 2,
        productName: 'Suscripción digital anual',
        statusID: 3,
        currentCycleEnd: Date.now() + 86_400_000,
      },
    ]),
  ),
  // Nobody invited yet: the sharing panel shows only its invite form.
  http.get('*/sales/public/v1/subscription/:id/sharing', () => HttpResponse.json({ sharedSubscriptions: [] })),
];
const signedIn = withReader(signedInReader([1], 'Laura'));

const meta = {
  title: 'Bloques/Utilidades/account-page',
  id: 'bloques-account-page',
  component: AccountPage,
  args: {
    config: { published: true, route: 'perfil' },
    data: null,
    ctx: { ...ctxFixture(), path: '/autogestion/perfil/' },
  },
  parameters: { msw: { handlers: services } },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Mi perfil': names editable, email shown. */
export const Profile: Story = { name: 'Perfil', decorators: [signedIn] };

/** 'Datos de acceso': the password change. */
export const Access: Story = {
  name: 'Datos de acceso',
  decorators: [signedIn],
  args: { config: { published: true, route: 'datos-acceso' } },
};

/** 'Mis suscripciones': cancel an active one, reactivate a cancelled one. */
export const Subscriptions: Story = {
  name: 'Suscripciones',
  decorators: [signedIn],
  args: { config: { published: true, route: 'suscripciones' } },
};

/** 'Cancelar suscripción' opens the step that says what the reader keeps; 'Mantener mi suscripción' closes it. */
export const CancelStep: Story = {
  ...Subscriptions,
  name: 'Paso de cancelación',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar suscripción' }));
    const dialog = await canvas.findByRole('dialog', { name: '¿Cancelar Suscripción digital anual?' });
    await expect(within(dialog).getByRole('button', { name: 'Confirmar cancelación' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mantener mi suscripción' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Cancelar suscripción' })).toBeInTheDocument();
  },
};

/** Nobody signed in: a link to sign in and come back. */
export const Anonymous: Story = { name: 'Anónimo', decorators: [withReader(anonymousReader)] };
