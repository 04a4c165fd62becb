import { createRoot } from 'react-dom/client';
import { BOOT_ELEMENT_ID, type Boot } from './boot';
import { EditorApp } from './components/EditorApp';
import './editor.css';

// The editor's entry (vite.config.ts): loaded only by the shell at /_editor/, never by a reader's page.
const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '{}') as Boot;
createRoot(document.getElementById('editor')!).render(<EditorApp boot={boot} />);
