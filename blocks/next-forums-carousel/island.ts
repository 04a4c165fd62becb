export { NextForumsCarousel as default } from './NextForumsCarousel';
