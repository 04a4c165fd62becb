export { CandidatesCarousel as default } from './CandidatesCarousel';
