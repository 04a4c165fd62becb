import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { RelatedGalleries } from './RelatedGalleries';

const meta = {
  title: 'Bloques/Otros/related-galleries',
  id: 'bloques-related-galleries',
  component: RelatedGalleries,
  args: { config: { published: true }, data: { items: cardItems(4, 2) }, ctx: ctxFixture() },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof RelatedGalleries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Galerías relacionadas': up to 4 galleries of the same section and subtype. */
export const Filled: Story = { name: 'Con datos' };

/** Fewer than 4 (the gallery being viewed is left out). */
export const Three: Story = { name: 'Tres', args: { data: { items: cardItems(3, 2) } } };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
