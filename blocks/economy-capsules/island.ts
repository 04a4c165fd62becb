export { EconomyCapsules as default } from './EconomyCapsules';
