export { OpinionCarousel as default } from './OpinionCarousel';
