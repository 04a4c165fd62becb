import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { TvVideoList } from './TvVideoList';

const meta = {
  title: 'Bloques/tv-video-list',
  component: TvVideoList,
  args: {
    config: { published: true, feedSize: 10 },
    data: { title: 'Semana Noticias', items: cardItems(10) },
    ctx: {
      ...ctxFixture(),
      path: '/semana-tv/programas/semana-noticias/',
      params: { brand: 'semana', programa: 'semana-noticias' },
    },
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof TvVideoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A programme's page: its ten newest videos. */
export const Filled: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Empty: Story = { args: { data: { title: 'Virales', items: [] } } };
