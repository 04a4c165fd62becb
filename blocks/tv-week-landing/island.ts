export { TvWeekLanding as default } from './TvWeekLanding';
