/** The catalogue lives in the contract layer (docs/architecture.md): blocks read it too. Checkout code imports it here. */
export { offersFor, productFor, type Offer, type Product } from '../../../contracts/catalogue';
