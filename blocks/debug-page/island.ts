export { DebugPage as default } from './DebugPage';
