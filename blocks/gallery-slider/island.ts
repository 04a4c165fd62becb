export { GallerySlider as default } from './GallerySlider';
