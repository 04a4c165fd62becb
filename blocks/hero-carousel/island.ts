export { HeroCarousel as default } from './HeroCarousel';
