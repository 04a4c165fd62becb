import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, placeholderImages } from '../../fixtures/cards';
import { EconomyCapsules } from './EconomyCapsules';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Carruseles/economy-capsules',
  id: 'bloques-economy-capsules',
  component: EconomyCapsules,
  args: {
    config: { published: true, feedSize: 12, offSet: 0 },
    data: { items: cardItems(12) },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof EconomyCapsules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 10 capsules (12 given) and 'Ver todo' to /economia/capsulas/. */
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
