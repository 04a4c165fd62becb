import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { LifestyleCarousel } from './LifestyleCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/lifestyle-carousel',
  id: 'bloques-lifestyle-carousel',
  component: LifestyleCarousel,
  args: {
    config: { published: true, feedSize: 8, offSet: 0 },
    data: { items: cardItems(8) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof LifestyleCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lifestyle logo, 'Ver más notas' to /seccion/estilo-de-vida and eight stories. */
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
