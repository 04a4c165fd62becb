export { VideoPlayer as default } from './VideoPlayer';
