import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { LatestGalleries } from './LatestGalleries';

const meta = {
  title: 'Bloques/Otros/latest-galleries',
  id: 'bloques-latest-galleries',
  component: LatestGalleries,
  args: { config: { published: true }, data: { items: cardItems(4) }, ctx: ctxFixture() },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof LatestGalleries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Últimas galerías': 4 galleries. */
export const Filled: Story = { name: 'Con datos' };

/** A headline over 100 characters is cut with an ellipsis. */
export const LongHeadline: Story = {
  name: 'Titular largo',
  args: {
    data: {
      items: cardItems(4).map((item, i) =>
        i === 0 ? { ...item, headline: `${item.headline}: ${'imágenes de la jornada '.repeat(6)}` } : item,
      ),
    },
  },
};

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
