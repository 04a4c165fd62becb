import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { ctxFixture } from '../../fixtures/site';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Bloques/Páginas/section-heading',
  id: 'bloques-section-heading',
  component: SectionHeading,
  args: {
    config: { published: true },
    data: {
      name: 'Nación',
      path: 'nacion',
      title: 'Nación | Semana',
      description: 'Últimas noticias de Nación en Semana: actualidad, análisis y contexto.',
    },
    ctx: ctxFixture(),
  },
  // The heading is visually hidden: the story shows the markup a screen reader gets.
  render: (args) => (
    <>
      <SectionHeading {...args} />
      <p>Encabezado oculto (solo lectores de pantalla y buscadores):</p>
      <pre>{renderToStaticMarkup(<SectionHeading {...args} />)}</pre>
    </>
  ),
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Con datos' };

export const Subseccion: Story = {
  name: 'Subsección',
  args: {
    data: {
      name: 'Finanzas',
      path: 'economia/finanzas',
      title: 'Finanzas | Semana',
      description: 'Últimas noticias de Finanzas en Semana.',
    },
  },
};
