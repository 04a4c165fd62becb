import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { ProductArticlesCarousel } from './ProductArticlesCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/product-articles-carousel',
  id: 'bloques-product-articles-carousel',
  component: ProductArticlesCarousel,
  args: {
    config: { published: true, feedSize: 8 },
    data: { items: cardItems(8), section: 'mujeres' },
    ctx: ctxFixture('mujeres'),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof ProductArticlesCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight stories of the brand's section, titled 'Mujeres'. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
