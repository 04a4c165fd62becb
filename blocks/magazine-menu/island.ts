export { MagazineMenu as default } from './MagazineMenu';
