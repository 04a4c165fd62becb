import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { opinionItems } from '../../fixtures/opinion';
import { AuthorOpinionCarousel } from './AuthorOpinionCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Opinión/author-opinion-carousel',
  id: 'bloques-author-opinion-carousel',
  component: AuthorOpinionCarousel,
  args: { config: { published: true }, data: { items: opinionItems(10) }, ctx: ctxFixture() },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof AuthorOpinionCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten columns; each columnist's name leads to /opinion/{author-slug}/. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
