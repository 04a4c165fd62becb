export { HeroSlider as default } from './HeroSlider';
