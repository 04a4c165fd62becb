import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { EntrepreneursLanding } from './EntrepreneursLanding';

const meta = {
  title: 'Bloques/Mobiliario del sitio/entrepreneurs-landing',
  id: 'bloques-entrepreneurs-landing',
  component: EntrepreneursLanding,
  args: {
    config: {
      published: true,
      title: 'Emprendedores Semana',
      text: 'Una comunidad para quienes crean empresa en Colombia: historias, consejos y oportunidades cada semana.',
      linkWhatsapp: 'https://chat.whatsapp.com/emprendedores',
    },
    data: null,
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof EntrepreneursLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Con datos' };

/** Without a WhatsApp link there is no button. */
export const SinWhatsapp: Story = {
  name: 'Sin WhatsApp',
  args: { config: { published: true, title: 'Emprendedores Semana', text: 'Muy pronto, la comunidad.' } },
};
