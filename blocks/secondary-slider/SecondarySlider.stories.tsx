import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { SecondarySlider } from './SecondarySlider';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Galerías/secondary-slider',
  id: 'bloques-secondary-slider',
  component: SecondarySlider,
  args: {
    config: { published: true, title: 'Deportes', link: '/deportes/', section: '/deportes', feedSize: 12 },
    data: { items: cardItems(12) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof SecondarySlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three cards in view above 1024 px, padding 30 and 16; looping, with dots and arrows. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

/** One card in view, padding 14 and 10. */
export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
