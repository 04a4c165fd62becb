import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { DateArchive } from './DateArchive';

const meta = {
  title: 'Bloques/Páginas/date-archive',
  id: 'bloques-date-archive',
  component: DateArchive,
  args: {
    config: { published: true, feedSize: 50 },
    data: { date: '2026-11-20', items: cardItems(6), count: 6 },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof DateArchive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day in long Colombian Spanish, then small cards. */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A day with no stories renders nothing (spec 3, 1); its fetch leaves the block out of the page. */
export const EmptyDay: Story = { name: 'Día sin notas', args: { data: { date: '2026-01-01', items: [], count: 0 } } };
