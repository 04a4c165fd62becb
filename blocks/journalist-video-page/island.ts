export { JournalistVideoPage as default } from './JournalistVideoPage';
