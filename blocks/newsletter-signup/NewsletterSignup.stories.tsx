import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { NEWSLETTER_SUCCESS, NewsletterSignup } from './NewsletterSignup';

const meta = {
  title: 'Bloques/Páginas/newsletter-signup',
  id: 'bloques-newsletter-signup',
  component: NewsletterSignup,
  args: { config: { published: true, origin: 'home' }, data: null, ctx: ctxFixture() },
  parameters: {
    msw: {
      handlers: [
        http.post('*/newsletter/public/v1/signup', async () => {
          await delay(600);
          return HttpResponse.json({ ok: 1 });
        }),
      ],
    },
  },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Idle: Story = { name: 'En espera' };

export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A sign-up that goes through: the spinner, then 'Gracias por suscribirte', which a click closes. */
export const SignedUp: Story = {
  name: 'Registrado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Suscribirme' }));
    await expect(await canvas.findByRole('button', { name: NEWSLETTER_SUCCESS }, { timeout: 3000 })).toBeVisible();
  },
};

/** The service fails: the failure banner. */
export const Failure: Story = {
  name: 'Error',
  parameters: {
    msw: { handlers: [http.post('*/newsletter/public/v1/signup', () => HttpResponse.json({}, { status: 503 }))] },
  },
};
