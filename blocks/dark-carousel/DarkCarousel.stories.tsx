import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { DarkCarousel } from './DarkCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/dark-carousel',
  id: 'bloques-dark-carousel',
  component: DarkCarousel,
  args: {
    config: { published: true, title: 'Mundo', link: '/mundo/', feedSize: 8, offSet: 0 },
    data: { items: cardItems(8) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof DarkCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headline-over-image cards on the dark band, with arrows. */
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
