export { HelpCentre as default } from './HelpCentre';
