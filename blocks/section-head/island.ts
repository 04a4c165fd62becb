export { SectionHeadBlock as default } from './SectionHeadBlock';
