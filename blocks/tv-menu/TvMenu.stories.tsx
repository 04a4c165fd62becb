import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { TvMenu } from './TvMenu';

const items = [
  { text: 'Programas', link: '/semana-tv/programas/' },
  { text: 'Semana Noticias', link: '/semana-tv/programas/semana-noticias/' },
  { text: 'Vicky en Semana', link: '/semana-tv/programas/vicky-en-semana/' },
  { text: 'El Debate', link: '/semana-tv/programas/semana-el-debate/' },
  { text: 'Mesa Semana', link: '/semana-tv/programas/mesa-semana/' },
  { text: 'A Fondo', link: '/semana-tv/programas/a-fondo/' },
  { text: 'Categorías', link: '/semana-tv/categorias/' },
  { text: 'Virales', link: '/semana-tv/virales/' },
];

const meta = {
  title: 'Bloques/TV y video/tv-menu',
  id: 'bloques-tv-menu',
  component: TvMenu,
  args: {
    config: { published: true },
    data: { items },
    ctx: { ...ctxFixture(), path: '/semana-tv/programas/mesa-semana/' },
  },
} satisfies Meta<typeof TvMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Mesa Semana' is the current page: highlighted. */
export const Filled: Story = { name: 'Con datos' };
/** On a phone the menu scrolls sideways to show the current item. */
export const Mobile: Story = { name: 'Móvil', globals: { viewport: { value: 'mobile1', isRotated: false } } };
