import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { DarkTheme } from './DarkTheme';

const meta = {
  title: 'Bloques/Utilidades/dark-theme',
  id: 'bloques-dark-theme',
  component: DarkTheme,
  args: { config: { published: true }, data: null, ctx: ctxFixture() },
  decorators: [
    (Story) => (
      <div className="app">
        <Story />
        <p>Texto de la página sobre el fondo oscuro.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof DarkTheme>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page around the block turns dark. */
export const Oscuro: Story = { name: 'Oscuro' };

/** With the editor's extra classes added to the root as well. */
export const ConClases: Story = { name: 'Con clases', args: { config: { published: true, addClass: 'app--video' } } };
