export { ForumsMomentsGrid as default } from './ForumsMomentsGrid';
