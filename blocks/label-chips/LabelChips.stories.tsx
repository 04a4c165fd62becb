import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { LabelChips } from './LabelChips';

const meta = {
  title: 'Bloques/Mobiliario del sitio/label-chips',
  id: 'bloques-label-chips',
  component: LabelChips,
  args: {
    config: { published: true, labels: [{ text: 'SUB-20 FEMENINA' }, { text: 'Elecciones 2023' }] },
    data: null,
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof LabelChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Con datos' };

export const ConEnlaces: Story = {
  name: 'Con enlaces',
  args: {
    config: {
      published: true,
      labels: [
        { text: 'SUB-20 FEMENINA', link: '/deportes/' },
        { text: 'Elecciones 2023', link: '/elecciones/' },
      ],
    },
  },
};
