export { RelatedArticlesCarousel as default } from './RelatedArticlesCarousel';
