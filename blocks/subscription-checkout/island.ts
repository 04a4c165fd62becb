export { SubscriptionCheckout as default } from './SubscriptionCheckout';
