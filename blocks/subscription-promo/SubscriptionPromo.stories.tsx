import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { anonymousReader, signedInReader, withReader } from '../../fixtures/readers';
import { SubscriptionPromo } from './SubscriptionPromo';

const meta = {
  title: 'Bloques/subscription-promo',
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
export const Anonymous: Story = { decorators: [withReader(anonymousReader)] };

export const AnonymousMobile: Story = {
  ...Anonymous,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A signed-in reader: no login-here link. */
export const SignedIn: Story = {
  decorators: [withReader(signedInReader([]))],
};
