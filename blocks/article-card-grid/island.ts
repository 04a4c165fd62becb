export { ArticleCardGrid as default } from './ArticleCardGrid';
