export { CountdownBanner as default } from './CountdownBanner';
