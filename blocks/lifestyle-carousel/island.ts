export { LifestyleCarousel as default } from './LifestyleCarousel';
