export { ProductHeroCarousel as default } from './ProductHeroCarousel';
