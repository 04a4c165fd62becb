import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { contentApirPages, loadingMoreStory, playNextSlide } from '../../fixtures/storybook';
import { PromoCarousel } from './PromoCarousel';

const meta = {
  title: 'Bloques/Carruseles/promo-carousel',
  id: 'bloques-promo-carousel',
  component: PromoCarousel,
  args: {
    config: { published: true, title: 'Más de Economía', section: 'economia', feedSize: 8, offSet: 0 },
    data: { items: cardItems(8), next: 8, count: 24, section: 'economia' },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages, contentApirPages(8, 24)] } },
} satisfies Meta<typeof PromoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight stories and 'Cargar más', which appends the next eight and brings the first of them in front. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The last page: no 'Cargar más'. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { items: cardItems(6), count: 6, section: 'economia' } },
};

/** While the next page loads the button reads 'Cargando...' and is disabled. */
export const Loading: Story = { ...loadingMoreStory('Cargar más'), name: 'Cargando' };

/** No story with a picture: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [], count: 0, section: 'economia' } },
};
