import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { ProductHeroCarousel } from './ProductHeroCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/product-hero-carousel',
  id: 'bloques-product-hero-carousel',
  component: ProductHeroCarousel,
  args: {
    config: { published: true, collectionId: 'portada' },
    data: { items: cardItems(3) },
    ctx: ctxFixture('mujeres'),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof ProductHeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three looping slides with dots and arrows. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
