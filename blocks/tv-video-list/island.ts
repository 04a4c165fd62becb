export { TvVideoList as default } from './TvVideoList';
