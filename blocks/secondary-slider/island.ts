export { SecondarySlider as default } from './SecondarySlider';
