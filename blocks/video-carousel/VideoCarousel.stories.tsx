import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { VideoCarousel } from './VideoCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/video-carousel',
  id: 'bloques-video-carousel',
  component: VideoCarousel,
  args: {
    config: { published: true, title: 'Videos', link: '/videos/', feedSize: 8, offSet: 0 },
    data: { items: cardItems(8) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof VideoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight videos with a play icon, the title and previous/next arrows. */
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
