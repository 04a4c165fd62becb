export { PromoCarousel as default } from './PromoCarousel';
