export { SignInForms as default } from './SignInForms';
