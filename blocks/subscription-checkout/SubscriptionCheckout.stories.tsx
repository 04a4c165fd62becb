import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture, identityConfigHandler } from '../../fixtures/site';
import { anonymousReader, signedInReader, withReader } from '../../fixtures/readers';
import { SubscriptionCheckout } from './SubscriptionCheckout';

/** The sales service, faked: every call of a purchase succeeds; card 4000 0000 0000 0002 is declined. */
const sales = [
  identityConfigHandler,
  http.post('*/sales/public/v1/cart/item', () => HttpResponse.json({ items: [] })),
  http.post('*/sales/public/v1/checkout/order', () => HttpResponse.json({ orderNumber: 'ORD-1' }, { status: 201 })),
  http.get('*/sales/public/v1/checkout/order/:order/payment/:method', () => HttpResponse.json({})),
  http.put('*/sales/public/v1/checkout/order/:order/payment/:method', async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    return token === '4000000000000002'
      ? HttpResponse.json({ code: '300170', message: 'Pago rechazado, verifique sus datos.' }, { status: 402 })
      : HttpResponse.json({ orderNumber: 'ORD-1', status: 'Paid' });
  }),
  http.get('*/identity/public/v1/profile', () => HttpResponse.json({ firstName: 'Ana' })),
  http.get('*/sales/public/v1/subscription/allactive', () => HttpResponse.json([{ statusID: 1 }])),
  http.get('*/sales/public/v1/subscription/all', () => HttpResponse.json([])),
];

const END = Date.parse('2027-11-23T17:00:00Z');
/** The store with the reader holding one subscription in `statusID`. */
const holding = (statusID: number) => [
  http.get('*/sales/public/v1/subscription/all', () =>
    HttpResponse.json([
      { subscriptionID: 7, productName: 'Suscripción digital anual', statusID, currentCycleEnd: END },
    ]),
  ),
  http.get('*/sales/public/v1/order/history', () => HttpResponse.json({ orders: [{ orderNumber: 'ORD1' }] })),
  http.put('*/sales/public/v1/checkout/3ds/order/:order/payment/:method', () =>
    HttpResponse.json({ orderNumber: 'ORD1', status: 'Pending3DS', threeDSecure: { redirectUrl: '/dev/3ds/x' } }),
  ),
  http.put('*/sales/public/v1/subscription/:id/rescue', () => HttpResponse.json({ subscriptionID: 7 })),
  ...sales,
];

const meta = {
  title: 'Bloques/Otros/subscription-checkout',
  id: 'bloques-subscription-checkout',
  component: SubscriptionCheckout,
  args: {
    config: { published: true, offerId: '466' },
    data: {
      offer: { id: '466', name: 'Plan digital anual', sku: 'PLAN-DIGITAL-ANUAL', amount: 199_000 },
      showTestCards: true,
    },
    ctx: { ...ctxFixture(), path: '/suscripciones-online/' },
  },
  parameters: { msw: { handlers: sales } },
} satisfies Meta<typeof SubscriptionCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the reader is known: the offer and 'Cargando...'. */
export const Loading: Story = { name: 'Cargando' };

/** An anonymous visitor: sign in or create an account first, then come back here. */
export const Anonymous: Story = { name: 'Anónimo', decorators: [withReader(anonymousReader)] };

/** A signed-in reader without a subscription: the card form. */
export const SignedIn: Story = {
  name: 'Conectado',
  decorators: [withReader(signedInReader([]))],
};

export const SignedInMobile: Story = {
  name: 'Conectado en móvil',
  ...SignedIn,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A declined card: the service's message, and the form stays. */
export const Declined: Story = {
  name: 'Pago rechazado',
  ...SignedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nombre en la tarjeta'), 'Ana Gómez');
    await userEvent.type(canvas.getByLabelText('Número de tarjeta'), '4000000000000002');
    await userEvent.type(canvas.getByLabelText('Vencimiento (MM/AA)'), '12/30');
    await userEvent.type(canvas.getByLabelText('Código de seguridad'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar $199.000' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El pago fue rechazado, verifica los datos e inténtalo nuevamente.',
    );
  },
};

/** A reader who already holds a plan of the site: it, instead of the card form. */
export const AlreadySubscribed: Story = {
  name: 'Ya suscrito',
  decorators: [withReader(signedInReader([1]))],
  parameters: { msw: { handlers: holding(1) } },
};

/** A cancelled subscription (3): 'Reactivar' instead of a new purchase. */
export const Cancelled: Story = {
  name: 'Cancelada',
  decorators: [withReader(signedInReader([3]))],
  parameters: { msw: { handlers: holding(3) } },
};

/** A payment waiting for 3-D Secure (5): the bank's page, never the card form again. */
export const PendingVerification: Story = {
  name: 'Verificación pendiente',
  decorators: [withReader(signedInReader([5]))],
  parameters: { msw: { handlers: holding(5) } },
};
