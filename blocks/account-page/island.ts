export { AccountPage as default } from './AccountPage';
