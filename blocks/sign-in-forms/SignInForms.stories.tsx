import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture, identityConfigHandler, oidcProvidersHandler } from '../../fixtures/site';
import { SignInForms } from './SignInForms';

/** The identity service, faked: one known reader, ana@example.com with Clave1234. */
const identity = [
  identityConfigHandler,
  oidcProvidersHandler(),
  http.post('*/identity/public/v1/auth/login', async ({ request }) => {
    const body = (await request.json()) as { userName?: string; credentials?: string };
    await delay(400);
    return body.userName === 'ana@example.com' && body.credentials === 'Clave1234'
      ? HttpResponse.json({ uuid: 'u-ana', accessToken: 'a', refreshToken: 'r' })
      : HttpResponse.json({ code: '300040', message: 'Usuario o contraseña incorrectos.' }, { status: 401 });
  }),
  http.post('*/identity/public/v1/password/reset', () => HttpResponse.json({ success: true })),
];

const meta = {
  title: 'Bloques/Otros/sign-in-forms',
  id: 'bloques-sign-in-forms',
  component: SignInForms,
  args: { config: { published: true, page: 'sign-in' }, data: { emailLink: null }, ctx: ctxFixture() },
  parameters: { msw: { handlers: identity } },
} satisfies Meta<typeof SignInForms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in page: login first; '¿Olvidaste tu contraseña?' and 'Crear cuenta' switch the form. */
export const Login: Story = { name: 'Ingreso' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A wrong password: the catalogue's text for 300040 (spec 2, 8), and the reader stays on the form. */
export const WrongPassword: Story = {
  name: 'Contraseña incorrecta',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Otra12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('La contraseña es incorrecta.');
  },
};

/** The recovery page that the reset mail links to, with its two revealable fields. */
export const PasswordReset: Story = {
  name: 'Cambio de contraseña',
  args: { config: { published: true, page: 'password-reset' } },
};

/** The identity service signs in with Google (OpenID Connect): 'Ingresar con Google' under the form. */
export const WithGoogle: Story = {
  name: 'Con Google',
  parameters: { msw: { handlers: [oidcProvidersHandler(['google']), ...identity] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Ingresar con Google' })).toBeVisible();
  },
};
