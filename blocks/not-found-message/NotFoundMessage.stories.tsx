import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { NotFoundMessage } from './NotFoundMessage';

const meta = {
  title: 'Bloques/Otros/not-found-message',
  id: 'bloques-not-found-message',
  component: NotFoundMessage,
  args: { config: { published: true }, data: null, ctx: ctxFixture() },
} satisfies Meta<typeof NotFoundMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina404: Story = { name: 'Página 404' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
