export { ConsentBanner as default } from './ConsentBanner';
