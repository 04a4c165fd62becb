import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { ShareButtons } from './ShareButtons';

const meta = {
  title: 'Bloques/Mobiliario del sitio/share-buttons',
  id: 'bloques-share-buttons',
  component: ShareButtons,
  args: {
    config: { published: true, hashtags: ['Semana'], via: 'RevistaSemana' },
    data: {
      url: 'https://www.semana.com/nacion/articulo/consejo-de-estado-suspende-decreto/202601/',
      title: 'Consejo de Estado suspende el decreto de emergencia económica',
    },
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Con datos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Compartir en LinkedIn' })).toHaveAttribute(
      'href',
      expect.stringContaining('mini=true'),
    );
  },
};

/** Without a title the site's name goes with the link. */
export const SinTitulo: Story = {
  name: 'Sin título',
  args: {
    config: { published: true, hashtags: [] },
    data: { url: 'https://www.soho.co/', title: 'Soho' },
    ctx: ctxFixture('soho'),
  },
};
