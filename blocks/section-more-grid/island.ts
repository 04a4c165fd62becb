export { SectionMoreGrid as default } from './SectionMoreGrid';
