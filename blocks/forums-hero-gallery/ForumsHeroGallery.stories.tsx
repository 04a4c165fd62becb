import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { forumItems } from '../../fixtures/forums';
import { ForumsHeroGallery } from './ForumsHeroGallery';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Foros/forums-hero-gallery',
  id: 'bloques-forums-hero-gallery',
  component: ForumsHeroGallery,
  args: {
    config: { published: true, feedSize: 5 },
    data: { items: forumItems(5) },
    ctx: ctxFixture('foros-semana'),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof ForumsHeroGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five forums across the page, moving on every 5 seconds and looping; paused while the pointer is over it. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A single forum: it stays still, without loop or autoplay. */
export const SingleForum: Story = {
  name: 'Un solo foro',
  args: { data: { items: forumItems(1) } },
};
