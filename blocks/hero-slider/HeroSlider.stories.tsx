import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { HeroSlider } from './HeroSlider';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/hero-slider',
  id: 'bloques-hero-slider',
  component: HeroSlider,
  args: {
    config: { published: true, collectionId: 'portada', feedSize: 3 },
    data: { items: cardItems(3) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof HeroSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three slides, looping every 3 seconds; the dots jump to a slide. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A headline longer than 150 characters is cut with an ellipsis. */
export const LongHeadline: Story = {
  name: 'Titular largo',
  args: {
    data: {
      items: cardItems(3).map((item, i) =>
        i === 0 ? { ...item, headline: `${item.headline}: ${'todos los detalles de la jornada '.repeat(5)}` } : item,
      ),
    },
  },
};
