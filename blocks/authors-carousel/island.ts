export { AuthorsCarousel as default } from './AuthorsCarousel';
