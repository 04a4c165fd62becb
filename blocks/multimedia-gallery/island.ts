export { MultimediaGallery as default } from './MultimediaGallery';
