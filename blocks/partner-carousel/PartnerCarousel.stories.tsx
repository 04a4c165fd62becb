import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { PartnerCarousel } from './PartnerCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/partner-carousel',
  id: 'bloques-partner-carousel',
  component: PartnerCarousel,
  args: {
    config: {
      published: true,
      title: 'En alianza con',
      link: '/sostenible/',
      logos: [
        { name: 'Semana Sostenible', image: '/logos/aliado-semana-sostenible.svg' },
        { name: 'Fundación Aliada', image: '/logos/aliado-fundacion-aliada.svg' },
      ],
      feedSize: 8,
      offSet: 0,
    },
    data: { items: cardItems(8) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof PartnerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two partner logos, 'Ver más notas' and eight stories. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

/** Logos without an image show the partner's name instead. */
export const LogoNames: Story = {
  name: 'Nombres de logo',
  args: { config: { ...meta.args.config, logos: [{ name: 'Semana Sostenible' }, { name: 'Fundación Aliada' }] } },
};

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** No story with a picture: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [] } },
};
