import { toSlug } from '../../contracts/slug';
import type { CarouselAuthor } from './config';

const NAMES = [
  'María Fernanda Ortega',
  'Andrés Camilo Rueda',
  'Laura Victoria Peñaloza',
  'Juan Sebastián Mora',
  'Daniela Quiroga Luna',
  'Felipe Arciniegas',
  'Carolina Betancur',
  'Nicolás Guerrero Páez',
  'Isabel Cristina Duque',
  'Tomás Ángel Villegas',
];

/** `count` authors as the carousel shows them, with avatars at the resizer's square size. */
export function carouselAuthors(count: number): CarouselAuthor[] {
  return NAMES.slice(0, count).map((byline) => {
    const slug = toSlug(byline);
    return { id: slug, byline, url: `/autor/${slug}/`, image: `/images/author-${slug}/200x200.jpg` };
  });
}
