import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { opinionItems } from '../../fixtures/opinion';
import { RuralOpinionCarousel } from './RuralOpinionCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Opinión/rural-opinion-carousel',
  id: 'bloques-rural-opinion-carousel',
  component: RuralOpinionCarousel,
  args: {
    config: { published: true },
    data: { items: opinionItems(10, 0, 'Semana Rural') },
    ctx: ctxFixture('semanarural'),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof RuralOpinionCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten columns and 'Ver todos' → /semanarural/opinion. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
