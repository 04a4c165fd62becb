import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { RawHtml } from './RawHtml';

const meta = {
  title: 'Bloques/Utilidades/raw-html',
  id: 'bloques-raw-html',
  component: RawHtml,
  args: {
    config: { published: true },
    data: { html: '<h2>Resultados de las elecciones</h2><p>Consulte los <a href="/elecciones/">resultados</a>.</p>' },
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof RawHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editor HTML after sanitising: headings, paragraphs and links. */
export const Texto: Story = { name: 'Texto' };

/** A table pasted by the editor. */
export const Tabla: Story = {
  name: 'Tabla',
  args: {
    data: {
      html: '<table><tr><th scope="col">Candidato</th><th scope="col">Votos</th></tr><tr><td>A</td><td>1.200</td></tr></table>',
    },
  },
};
