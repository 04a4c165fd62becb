import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { TvSections } from './TvSections';
import { DEFAULT_PROGRAMMES } from '../../contracts/tv-programmes';

const ctx = { ...ctxFixture(), path: '/semana-tv/programas/', params: { brand: 'semana' } };

const meta = {
  title: 'Bloques/TV y video/tv-sections',
  id: 'bloques-tv-sections',
  component: TvSections,
  args: {
    config: { published: true, group: 'programas', feedSize: 10, programas: DEFAULT_PROGRAMMES },
    data: {
      heading: 'Programas',
      items: DEFAULT_PROGRAMMES.map((p, i) => ({
        title: p.title,
        url: `/semana-tv/programas/${p.slug}/`,
        videos: i < 3 ? cardItems(4, i * 4) : [],
      })),
    },
    ctx,
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof TvSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five programmes; the last two have no videos yet. */
export const Programas: Story = { name: 'Programas' };
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** Categories come from the TV menu; with none, the block renders nothing (spec 3, 1). */
export const SinCategorias: Story = { name: 'Sin categorías', args: { data: { heading: 'Categorías', items: [] } } };
