export { LatestArticlesGrid as default } from './LatestArticlesGrid';
