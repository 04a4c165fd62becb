export { SubscriptionPromo as default } from './SubscriptionPromo';
