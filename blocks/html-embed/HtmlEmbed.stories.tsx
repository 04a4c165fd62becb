import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { HtmlEmbed } from './HtmlEmbed';

const meta = {
  title: 'Bloques/Utilidades/html-embed',
  id: 'bloques-html-embed',
  component: HtmlEmbed,
  args: {
    config: { published: true, desktopHeight: 600, mobileHeight: 400 },
    data: { src: 'https://datawrapper.dwcdn.net/abcde/1/' },
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof HtmlEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** URL mode on desktop: a 600px frame. */
export const Direccion: Story = { name: 'Dirección' };

/** URL mode on a phone: the 400px mobile height. */
export const DireccionMovil: Story = {
  name: 'Dirección en móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** HTML mode: the editor's sanitised HTML. */
export const Html: Story = {
  name: 'HTML',
  args: { data: { html: '<p><strong>Última hora:</strong> la Registraduría publica el preconteo.</p>' } },
};
