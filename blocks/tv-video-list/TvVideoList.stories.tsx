import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { videoItems, videoPagesHandler } from '../../fixtures/tv';
import { TvVideoList } from './TvVideoList';

const meta = {
  title: 'Bloques/Listas con «cargar más»/tv-video-list',
  id: 'bloques-tv-video-list',
  component: TvVideoList,
  args: {
    config: { published: true, feedSize: 12 },
    data: {
      title: 'Semana Noticias',
      section: '/semana-tv/programas/semana-noticias',
      items: videoItems(12),
      next: 12,
      count: 30,
    },
    ctx: {
      ...ctxFixture(),
      path: '/semana-tv/programas/semana-noticias/',
      params: { brand: 'semana', programa: 'semana-noticias' },
    },
  },
  parameters: { msw: { handlers: [placeholderImages, videoPagesHandler('content-apir-semanaTV-v2', 30)] } },
} satisfies Meta<typeof TvVideoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A programme's page: its twelve newest videos; 'Cargar más' adds 8. */
export const Filled: Story = { name: 'Con datos' };
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** The last page: no 'Cargar más'. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { title: 'Virales', section: '/semana-tv/virales', items: videoItems(5), next: 12, count: 5 } },
};
/** No videos: nothing (spec 3, 1). */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { title: 'Virales', section: '/semana-tv/virales', items: [], next: 12, count: 0 } },
};
/** While the next page loads the button reads 'Cargando...' and is disabled. */
export const Loading: Story = {
  name: 'Cargando',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar más' }));
    await expect(await canvas.findByRole('button', { name: 'Cargando...' })).toBeDisabled();
  },
  parameters: {
    msw: { handlers: [placeholderImages, videoPagesHandler('content-apir-semanaTV-v2', 30, { never: true })] },
  },
};
