export { ForumsHeroGallery as default } from './ForumsHeroGallery';
