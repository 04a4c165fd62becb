import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { CandidatesCarousel } from './CandidatesCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/candidates-carousel',
  id: 'bloques-candidates-carousel',
  component: CandidatesCarousel,
  args: {
    config: { published: true, section: '/elecciones/gobernaciones', include: 'candidatos' },
    data: { items: cardItems(8), title: 'Candidatos Gobernaciones' },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof CandidatesCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight candidates titled after the 'Gobernaciones' section. */
export const Filled: Story = { name: 'Con datos', play: playNextSlide };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** No story with a picture: the block renders nothing. */
export const Empty: Story = {
  name: 'Vacío',
  args: { data: { items: [], title: 'Candidatos' } },
};
