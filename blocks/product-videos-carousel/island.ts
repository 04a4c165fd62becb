export { ProductVideosCarousel as default } from './ProductVideosCarousel';
