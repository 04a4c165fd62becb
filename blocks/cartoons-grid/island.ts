export { CartoonsGrid as default } from './CartoonsGrid';
