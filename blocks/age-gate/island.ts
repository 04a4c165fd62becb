export { AgeGate as default } from './AgeGate';
