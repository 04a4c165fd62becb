import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { LatestNewsBox } from './LatestNewsBox';

const meta = {
  title: 'Bloques/Otros/latest-news-box',
  id: 'bloques-latest-news-box',
  component: LatestNewsBox,
  args: {
    config: { published: true, collectionId: 'ultimas-noticias' },
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
        {
          url: '/mundo/articulo/elecciones-en-chile-resultados/202604/',
          title: 'Elecciones en Chile: así van los resultados de la segunda vuelta',
        },
        {
          url: '/tecnologia/articulo/inteligencia-artificial-colegios/202605/',
          title: 'La inteligencia artificial llega a los colegios públicos de Bogotá',
        },
      ],
    },
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof LatestNewsBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: 'Con datos' };

/** Below 768 px only the first two items show until the reader asks for more. */
export const Mobile: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Abierto: Story = {
  name: 'Abierto',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'LEER MÁS' }));
    const toggle = canvas.getByRole('button', { name: 'LEER MENOS' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list')).toHaveAttribute('data-open', 'true');
  },
};
