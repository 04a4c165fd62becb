import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { opinionItems } from '../../fixtures/opinion';
import { OpinionCarousel } from './OpinionCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Opinión/opinion-carousel',
  id: 'bloques-opinion-carousel',
  component: OpinionCarousel,
  args: {
    config: { published: true, seeMore: true },
    data: { items: opinionItems(6), section: 'opinion' },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof OpinionCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six columns and the 'VER MÁS OPINIONES' slide. */
export const VerMasOpiniones: Story = { name: 'Ver más opiniones', play: playNextSlide };

/** Ten columns, no see-more slide. */
export const DiezColumnas: Story = {
  name: 'Diez columnas',
  args: { config: { published: true, seeMore: false }, data: { items: opinionItems(10), section: 'opinion' } },
};

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
