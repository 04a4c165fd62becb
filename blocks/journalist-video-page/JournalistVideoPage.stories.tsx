import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { tvJournalists, videoItems, videoPagesHandler } from '../../fixtures/tv';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JournalistVideoPage } from './JournalistVideoPage';

const meta = {
  title: 'Bloques/TV y video/journalist-video-page',
  id: 'bloques-journalist-video-page',
  component: JournalistVideoPage,
  args: {
    config: { published: true },
    data: {
      journalist: { ...tvJournalists(1)[0], bio: 'Periodista y presentadora de Vicky en Semana.' },
      others: tvJournalists(4).slice(1),
      videos: { items: videoItems(12, 9), next: 21, count: 40 },
    },
    ctx: {
      ...ctxFixture(),
      path: '/semana-tv/periodistas/vicky-davila/',
      params: { brand: 'semana', autor: 'vicky-davila' },
    },
  },
  parameters: { msw: { handlers: [placeholderImages, videoPagesHandler('content-apir-v2', 40)] } },
} satisfies Meta<typeof JournalistVideoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journalist, 'Otros Periodistas' and 'Otros videos' ('Cargar más' adds 4). */
export const Filled: Story = {
  name: 'Con datos',
  play: async ({ canvasElement }) => {
    const videos = within(within(canvasElement).getByRole('region', { name: 'Otros videos' }));
    await expect(videos.getAllByRole('article')).toHaveLength(12);
    await userEvent.click(videos.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(videos.getAllByRole('article')).toHaveLength(16));
  },
};
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** No other journalists configured; the channel's last videos, without 'Cargar más'. */
export const SinOtrosPeriodistas: Story = {
  name: 'Sin otros periodistas',
  args: { data: { ...meta.args.data, others: [], videos: { items: videoItems(3, 9), next: 21, count: 12 } } },
};
