import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { Chatbot } from './Chatbot';

const meta = {
  title: 'Bloques/chatbot',
  component: Chatbot,
  args: {
    config: { published: true, title: 'Pregúntele a SEMANA', url: 'https://chat.example.com/semana' },
    data: null,
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof Chatbot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat's frame under its title (the example address answers nothing in Storybook). */
export const ConChat: Story = {};

/** Without an address the block shows nothing. */
export const SinDireccion: Story = { args: { config: { published: true } } };
