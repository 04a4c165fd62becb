import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { LiveUpdatesTimeline } from './LiveUpdatesTimeline';

const items = [
  { anchor: 'hora-405pm', time: '4:05 p. m.', title: 'Se levanta la sesión hasta el martes.' },
  { anchor: 'hora-240pm', time: '2:40 pm', title: 'Votación nominal del articulado' },
  {
    anchor: 'hora-1105am',
    time: '11:05 a.m.',
    title: 'Comienza la votación del primer bloque de artículos, con la bancada de gobierno completa en el recinto…',
  },
  { anchor: 'hora-1030am', time: '10:30 am', title: 'Inicia la sesión en el Capitolio' },
];

const meta = {
  title: 'Bloques/Otros/live-updates-timeline',
  id: 'bloques-live-updates-timeline',
  component: LiveUpdatesTimeline,
  args: { config: { published: true }, data: { items }, ctx: ctxFixture() },
} satisfies Meta<typeof LiveUpdatesTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Actualizaciones: Story = { name: 'Actualizaciones' };

export const UnaActualizacion: Story = { name: 'Una actualización', args: { data: { items: items.slice(3) } } };

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
