import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { Chatbot } from './Chatbot';

const meta = {
  title: 'Bloques/Utilidades/chatbot',
  id: 'bloques-chatbot',
  component: Chatbot,
  args: {
    config: { published: true, title: 'Pregúntele a SEMANA', url: '/embed/asistente/' },
    data: null,
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof Chatbot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat's frame under its title (our demo assistant is served by the app, not by Storybook). */
export const ConChat: Story = { name: 'Con chat' };

/** Without an address the block shows nothing. */
export const SinDireccion: Story = { name: 'Sin dirección', args: { config: { published: true } } };
