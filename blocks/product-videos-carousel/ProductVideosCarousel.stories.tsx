import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { ProductVideosCarousel } from './ProductVideosCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/product-videos-carousel',
  id: 'bloques-product-videos-carousel',
  component: ProductVideosCarousel,
  args: {
    config: { published: true, feedSize: 8 },
    data: { items: cardItems(8), section: 'virales' },
    ctx: ctxFixture('mujeres'),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof ProductVideosCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight videos of /mujeres-tv/virales with a play icon each. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
