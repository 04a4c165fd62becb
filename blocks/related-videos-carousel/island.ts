export { RelatedVideosCarousel as default } from './RelatedVideosCarousel';
