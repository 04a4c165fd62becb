export { LoadMoreList as default } from './LoadMoreList';
