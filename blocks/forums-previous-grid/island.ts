export { ForumsPreviousGrid as default } from './ForumsPreviousGrid';
