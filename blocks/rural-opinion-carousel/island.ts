export { RuralOpinionCarousel as default } from './RuralOpinionCarousel';
