export { SectionGrid as default } from './SectionGrid';
