export { AuthorOpinionCarousel as default } from './AuthorOpinionCarousel';
