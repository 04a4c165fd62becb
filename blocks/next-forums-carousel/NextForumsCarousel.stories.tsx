import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { forumItems } from '../../fixtures/forums';
import { NextForumsCarousel } from './NextForumsCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Foros/next-forums-carousel',
  id: 'bloques-next-forums-carousel',
  component: NextForumsCarousel,
  args: {
    config: { published: true, title: 'Próximos foros', feedSize: 6 },
    data: { items: forumItems(4, 0, 'foros-semana/proximos-foros') },
    ctx: ctxFixture('foros-semana'),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof NextForumsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four forums to come, three in view on a wide screen, each with 'Más información' to its page. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

/** One forum in view on a phone; the arrows and dots move to the next. */
export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** No title set: the carousel goes without a heading. */
export const WithoutTitle: Story = {
  name: 'Sin título',
  args: { config: { published: true, feedSize: 6 } },
};
