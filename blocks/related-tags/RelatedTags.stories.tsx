import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { RelatedTags } from './RelatedTags';

const tags = ['Metro de Bogotá', 'Movilidad', 'TransMilenio', 'Alcaldía de Bogotá', 'Obras públicas'].map(
  (text, i) => ({
    text,
    slug: ['metro-de-bogota', 'movilidad', 'transmilenio', 'alcaldia-de-bogota', 'obras-publicas'][i],
  }),
);

const meta = {
  title: 'Bloques/Otros/related-tags',
  id: 'bloques-related-tags',
  component: RelatedTags,
  args: { config: { published: true, variant: 'Relacionados' }, data: { items: tags }, ctx: ctxFixture() },
} satisfies Meta<typeof RelatedTags>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The most the block shows: 5 tags. */
export const Filled: Story = { name: 'Con datos' };

export const DosEtiquetas: Story = {
  name: 'Dos etiquetas',
  args: { data: { items: tags.slice(0, 2) } },
};

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The variant: every tag of the story under 'Noticias relacionadas'. */
export const NoticiasRelacionadas: Story = {
  name: 'Noticias relacionadas',
  args: {
    config: { published: true, variant: 'Noticias relacionadas' },
    data: {
      items: [
        ...tags,
        { text: 'Presupuesto', slug: 'presupuesto' },
        { text: 'Concejo de Bogotá', slug: 'concejo-de-bogota' },
      ],
    },
  },
};
