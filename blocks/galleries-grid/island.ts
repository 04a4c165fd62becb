export { GalleriesGrid as default } from './GalleriesGrid';
