export { LatestNewsBox as default } from './LatestNewsBox';
