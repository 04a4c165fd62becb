import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
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
