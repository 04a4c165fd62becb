import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { RelatedArticlesCarousel } from './RelatedArticlesCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/related-articles-carousel',
  id: 'bloques-related-articles-carousel',
  component: RelatedArticlesCarousel,
  args: {
    config: { published: true },
    data: { items: cardItems(8) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof RelatedArticlesCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight stories of the same section and subtype, under 'Artículos relacionados'. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** No story with a picture: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [] } },
};
