import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { Slider } from './Slider';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Galerías/slider',
  id: 'bloques-slider',
  component: Slider,
  args: {
    config: { published: true, title: 'Nación', link: '/nacion/', section: '/nacion', feedSize: 12 },
    data: { items: cardItems(12) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve stories, looping; the dots follow the slide; no previous arrow at the first slide. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

/** The fewest a slider takes: eight, without a title. */
export const Eight: Story = {
  name: 'Ocho',
  args: { config: { published: true, section: '/nacion', feedSize: 8 }, data: { items: cardItems(8) } },
};

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
