export { PrintedEditions as default } from './PrintedEditions';
