export { CollectionGallery as default } from './CollectionGallery';
