export { NewsletterSignup as default } from './NewsletterSignup';
