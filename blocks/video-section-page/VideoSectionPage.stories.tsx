import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { opinionProgrammesFixture, videoItems, videoPagesHandler } from '../../fixtures/tv';
import { VideoSectionPage } from './VideoSectionPage';

const meta = {
  title: 'Bloques/TV y video/video-section-page',
  id: 'bloques-video-section-page',
  component: VideoSectionPage,
  args: {
    config: { published: true, feedSize: 12 },
    data: {
      title: 'Nación',
      section: 'nacion',
      lead: videoItems(1)[0],
      latest: videoItems(4, 1),
      opinion: opinionProgrammesFixture(),
      others: { items: videoItems(12, 5), next: 17, count: 40 },
    },
    ctx: { ...ctxFixture(), path: '/semana-tv/videos/seccion/nacion/', params: { brand: 'semana', seccion: 'nacion' } },
  },
  parameters: { msw: { handlers: [placeholderImages, videoPagesHandler('content-apir-v2', 40)] } },
} satisfies Meta<typeof VideoSectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest video large, 'Lo último', 'Programas de Opinión' and 'Otros videos' ('Cargar más' adds 8). */
export const Filled: Story = { name: 'Con datos' };
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** A section with only a few videos: no 'Otros videos'. */
export const FewVideos: Story = {
  name: 'Pocos videos',
  args: { data: { ...meta.args.data, latest: videoItems(2, 1), others: { items: [], next: 17, count: 3 } } },
};
/** While the next page loads the button reads 'Cargando...' and is disabled. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { msw: { handlers: [placeholderImages, videoPagesHandler('content-apir-v2', 40, { never: true })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar más' }));
    await expect(await canvas.findByRole('button', { name: 'Cargando...' })).toBeDisabled();
  },
};
