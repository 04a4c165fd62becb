export { DarkCarousel as default } from './DarkCarousel';
