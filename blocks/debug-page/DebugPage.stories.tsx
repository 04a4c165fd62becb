import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CLEAR_LABEL, DebugPage, EMPTY_VALUE } from './DebugPage';
import { USER_PROFILE_KEY } from './stored';

const meta = {
  title: 'Bloques/Utilidades/debug-page',
  id: 'bloques-debug-page',
  component: DebugPage,
  args: { config: { published: true }, data: null, ctx: ctxFixture() },
} satisfies Meta<typeof DebugPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing stored in this browser: every key reads '(vacío)'. */
export const Vacio: Story = {
  name: 'Vacío',
  beforeEach: () => {
    localStorage.clear();
    sessionStorage.clear();
  },
};

/** A signed-in reader: the three values; the button empties both storages. */
export const ConDatos: Story = {
  name: 'Con datos',
  beforeEach: () => {
    sessionStorage.setItem('ArcId.USER_INFO', JSON.stringify({ uuid: 'u-1' }));
    localStorage.setItem(USER_PROFILE_KEY, JSON.stringify({ firstName: 'Ana', email: 'ana@example.com' }));
    localStorage.setItem('offerId', '466');
    return () => {
      localStorage.clear();
      sessionStorage.clear();
    };
  },
};

/** The reader's values, then the button: every key reads '(vacío)'. */
export const Borrado: Story = {
  ...ConDatos,
  name: 'Borrado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/ana@example\.com/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: CLEAR_LABEL }));
    await waitFor(() => expect(canvas.queryByText(/ana@example\.com/)).toBeNull());
    await expect(canvas.getAllByText(EMPTY_VALUE)).toHaveLength(3);
  },
};
