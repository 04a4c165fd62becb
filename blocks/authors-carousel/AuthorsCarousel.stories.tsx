import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { carouselAuthors } from '../../fixtures/authors';
import { AuthorsCarousel } from './AuthorsCarousel';
import { playNextSlide } from '../../fixtures/storybook';

const meta = {
  title: 'Bloques/Otros/authors-carousel',
  id: 'bloques-authors-carousel',
  component: AuthorsCarousel,
  parameters: { msw: { handlers: [placeholderImages] } },
  args: { config: { published: true }, data: { items: carouselAuthors(2) }, ctx: ctxFixture() },
} satisfies Meta<typeof AuthorsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DosAutores: Story = { name: 'Dos autores' };

/** Seven authors: still a plain row, no arrows. */
export const SieteAutores: Story = { name: 'Siete autores', args: { data: { items: carouselAuthors(7) } } };

/** More than seven: a sliding row with arrows; 'Anterior' appears after the first slide. */
export const DiezAutores: Story = {
  name: 'Diez autores',
  args: { data: { items: carouselAuthors(10) } },
  play: playNextSlide,
};

export const DiezAutoresMovil: Story = {
  name: 'Diez autores en móvil',
  args: { data: { items: carouselAuthors(10) } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** An author without photo in the authors source: the initial stands in for the avatar. */
export const SinFoto: Story = {
  name: 'Sin foto',
  args: { data: { items: [{ id: 'colaborador', byline: 'Colaborador invitado' }, ...carouselAuthors(1)] } },
};
