export { VideoSectionPage as default } from './VideoSectionPage';
