import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';

/** Shown until the reader chooses (the choice is kept in this browser's storage). */
const meta = {
  title: 'Bloques/Otros/consent-banner',
  id: 'bloques-consent-banner',
  component: ConsentBanner,
  args: { config: { published: true }, data: null, ctx: ctxFixture() },
  beforeEach: () => {
    localStorage.removeItem('consentimiento-terceros');
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pregunta: Story = { name: 'Pregunta' };

export const PreguntaMovil: Story = {
  name: 'Pregunta en móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The reader accepts: the banner goes and does not come back (the choice is kept). */
export const Aceptar: Story = {
  name: 'Aceptar',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Privacidad y cookies' })).toBeNull());
    await expect(localStorage.getItem('consentimiento-terceros')).toContain('aceptado');
  },
};

/** The reader rejects: the banner goes as well. */
export const Rechazar: Story = {
  name: 'Rechazar',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Privacidad y cookies' })).toBeNull());
    await expect(localStorage.getItem('consentimiento-terceros')).toContain('rechazado');
  },
};
