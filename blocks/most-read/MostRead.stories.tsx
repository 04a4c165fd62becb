import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { MostRead } from './MostRead';

const meta = {
  title: 'Bloques/Otros/most-read',
  id: 'bloques-most-read',
  component: MostRead,
  args: {
    config: { published: true },
    data: {
      items: [
        {
          url: '/nacion/articulo/consejo-de-estado-suspende-decreto/202601/',
          title: 'Consejo de Estado suspende el decreto de emergencia económica',
        },
        {
          url: '/economia/articulo/dolar-hoy-cierra-a-la-baja/202602/',
          title: 'Dólar hoy: la divisa cierra a la baja por tercera jornada consecutiva',
        },
        {
          url: '/deportes/articulo/seleccion-colombia-convocatoria/202603/',
          title: 'Selección Colombia: estos son los convocados para la fecha FIFA',
        },
      ],
    },
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof MostRead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Con datos' };

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
