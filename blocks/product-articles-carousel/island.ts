export { ProductArticlesCarousel as default } from './ProductArticlesCarousel';
