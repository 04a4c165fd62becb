import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { forumVideoItems } from '../../fixtures/forums';
import { RelatedVideosCarousel } from './RelatedVideosCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Foros/related-videos-carousel',
  id: 'bloques-related-videos-carousel',
  component: RelatedVideosCarousel,
  args: {
    config: { published: true },
    data: { items: forumVideoItems(6) },
    ctx: ctxFixture('foros-semana'),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof RelatedVideosCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Esto dijo...' linking to /foros-semana/videos, six videos, three in view on a wide screen. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** An editor's own title and link. */
export const CustomTitle: Story = {
  name: 'Título propio',
  args: { config: { published: true, title: 'Lo que dijeron los panelistas', link: '/foros-semana/' } },
};
