export { SpecialReport as default } from './SpecialReport';
