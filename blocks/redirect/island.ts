export { Redirect as default } from './Redirect';
