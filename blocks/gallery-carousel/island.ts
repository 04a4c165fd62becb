export { GalleryCarousel as default } from './GalleryCarousel';
