import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { sectionEndpoint } from '../../fixtures/section-pages';
import { loadingMoreStory, playLoadMore } from '../../fixtures/storybook';
import { SpecialReport } from './SpecialReport';

/** The public content endpoint answering the next special reports of 20. */
const nextPages = sectionEndpoint({ total: 20, section: 'especiales' }).handler;

const meta = {
  title: 'Bloques/Listas con «cargar más»/special-report',
  id: 'bloques-special-report',
  component: SpecialReport,
  args: {
    config: { published: true, title: 'Especiales', feedSize: 4, offSet: 9 },
    data: { items: cardItems(4, 9), next: 13, count: 20, section: '/especiales' },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages, nextPages] } },
} satisfies Meta<typeof SpecialReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four special reports from offset 9, each with 'Ver el especial', and 'Cargar más', which appends four more. */
export const Filled: Story = { name: 'Con datos' };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The last special reports: no button. */
export const NoMorePages: Story = {
  name: 'Sin más páginas',
  args: { data: { items: cardItems(3, 9), count: 12, section: '/especiales' } },
};

/** While the next four load the button reads 'Cargando...' and is disabled. */
export const Loading: Story = { ...loadingMoreStory('Cargar más'), name: 'Cargando' };

/** No special report with an image: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [], count: 0, section: '/especiales' } },
};

/** After a click on 'Cargar más': the next page appended. */
export const Appended: Story = { name: 'Con más cargadas', play: playLoadMore('Cargar más') };
