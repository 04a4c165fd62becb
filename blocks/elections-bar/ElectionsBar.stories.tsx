import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { ElectionsBar } from './ElectionsBar';

const meta = {
  title: 'Bloques/Otros/elections-bar',
  id: 'bloques-elections-bar',
  component: ElectionsBar,
  args: {
    config: { published: true },
    data: {
      tags: [
        { text: 'Registraduría', slug: 'registraduria' },
        { text: 'Consulta interpartidista', slug: 'consulta-interpartidista' },
        { text: 'Elecciones 2026', slug: 'elecciones-2026' },
      ],
    },
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof ElectionsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banner to /elecciones/ and the story's tags. */
export const Filled: Story = { name: 'Con datos' };

/** A story without tags: the banner alone. */
export const WithoutTags: Story = { name: 'Sin etiquetas', args: { data: { tags: [] } } };

export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
