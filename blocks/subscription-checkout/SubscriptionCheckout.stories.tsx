import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../.storybook/fixtures';
import { withReader } from '../../ui/story-fixtures';
import { SubscriptionCheckout } from './SubscriptionCheckout';

/** The sales service, faked: every call of a purchase succeeds; card 4000 0000 0000 0002 is declined. */
const sales = [
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
];

const meta = {
  title: 'Bloques/subscription-checkout',
  component: SubscriptionCheckout,
  args: {
    config: { offerId: '466' },
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
export const Loading: Story = {};

/** An anonymous visitor: sign in or create an account first, then come back here. */
export const Anonymous: Story = { decorators: [withReader({ loggedIn: false, subscriptionStatuses: null })] };

/** A signed-in reader without a subscription: the card form. */
export const SignedIn: Story = {
  decorators: [withReader({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [] })],
};

export const SignedInMobile: Story = {
  ...SignedIn,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A declined card: the service's message, and the form stays. */
export const Declined: Story = {
  ...SignedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nombre en la tarjeta'), 'Ana Gómez');
    await userEvent.type(canvas.getByLabelText('Número de tarjeta'), '4000000000000002');
    await userEvent.type(canvas.getByLabelText('Vencimiento (MM/AA)'), '12/30');
    await userEvent.type(canvas.getByLabelText('Código de seguridad'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar $199.000' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Pago rechazado');
  },
};

/** A reader whose subscription already opens the paywall. */
export const AlreadySubscribed: Story = {
  decorators: [withReader({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [1] })],
};
