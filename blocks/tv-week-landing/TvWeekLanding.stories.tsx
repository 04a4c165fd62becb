import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { opinionProgrammesFixture, tvJournalists, tvProgrammeMenu, videoItems } from '../../fixtures/tv';
import { playNextSlide } from '../../fixtures/storybook';
import { TvWeekLanding } from './TvWeekLanding';

const meta = {
  title: 'Bloques/TV y video/tv-week-landing',
  id: 'bloques-tv-week-landing',
  component: TvWeekLanding,
  args: {
    config: { published: true, section: 'virales' },
    data: {
      hero: videoItems(5),
      menu: tvProgrammeMenu(),
      journalists: tvJournalists(4),
      news: { title: 'Semana Noticias', url: '/semana-tv/programas/semana-noticias', items: videoItems(10, 5) },
      opinion: opinionProgrammesFixture(),
      categories: [
        { title: 'politica', url: '/semana-tv/categorias/politica', items: videoItems(8, 15) },
        { title: 'vicky en semana', url: '/semana-tv/programas/vicky-en-semana', items: videoItems(8, 23) },
        { title: 'deportes', url: '/semana-tv/categorias/deportes', items: videoItems(8, 31) },
      ],
    },
    ctx: { ...ctxFixture(), path: '/tv/', params: {} },
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof TvWeekLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hero, journalists, the news programme, the opinion programmes and three category carousels (alternating). */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** No journalists configured and no categories: the hero, the news carousel and the opinion programmes. */
export const SinCategorias: Story = {
  name: 'Sin categorías',
  args: { data: { ...meta.args.data, journalists: [], categories: [] } },
};
