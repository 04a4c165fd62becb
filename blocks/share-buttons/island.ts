export { ShareButtons as default } from './ShareButtons';
