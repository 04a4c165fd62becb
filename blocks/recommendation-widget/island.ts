export { RecommendationWidget as default } from './RecommendationWidget';
