export { TvMenu as default } from './TvMenu';
