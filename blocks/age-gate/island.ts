export { AgeGateBlock as default } from './AgeGateBlock';
