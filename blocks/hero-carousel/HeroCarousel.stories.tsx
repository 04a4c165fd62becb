import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { HeroCarousel } from './HeroCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/hero-carousel',
  id: 'bloques-hero-carousel',
  component: HeroCarousel,
  args: {
    config: { published: true, section: 'nacion', feedSize: 10, offSet: 0 },
    data: { items: cardItems(10) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten full-width slides: arrows, dots, the previous arrow hidden at the first slide. */
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
