import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { anonymousReader, signedInReader, withReader } from '../../fixtures/readers';
import { SubscriptionPromo } from './SubscriptionPromo';

const meta = {
  title: 'Bloques/Otros/subscription-promo',
  id: 'bloques-subscription-promo',
  component: SubscriptionPromo,
  args: {
    config: { published: true, offerId: 'PROMO-ANUAL' },
    data: { amount: 129_000 },
    ctx: { ...ctxFixture(), path: '/suscripciones/' },
  },
} satisfies Meta<typeof SubscriptionPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: the card, 'SUSCRÍBETE AHORA' and the login-here link. */
export const Anonymous: Story = { name: 'Anónimo', decorators: [withReader(anonymousReader)] };

export const AnonymousMobile: Story = {
  name: 'Anónimo en móvil',
  ...Anonymous,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A signed-in reader: no login-here link. */
export const SignedIn: Story = {
  name: 'Conectado',
  decorators: [withReader(signedInReader([]))],
};
