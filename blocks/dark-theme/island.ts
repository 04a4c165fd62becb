export { DarkTheme as default } from './DarkTheme';
