export { ProductAuthorPage as default } from './ProductAuthorPage';
