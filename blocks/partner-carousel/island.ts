export { PartnerCarousel as default } from './PartnerCarousel';
