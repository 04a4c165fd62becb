import { useEffect, useRef } from 'react';
import { api } from './api';
import type { PageEditorState } from './use-page-editor';

/** How long after the last edit the draft saves itself. */
export const AUTOSAVE_MS = 3000;

/**
 * Drafts save themselves (issue 25, 3): AUTOSAVE_MS after the last edit, and as the tab goes away. Always the
 * draft (`?kind=autosave`), never a publish; not while the page has marked problems or a conflict is open, as
 * those need the editor's decision.
 */
export function useAutosave(site: string, editor: PageEditorState): void {
  const { page, dirty, valid, conflict } = editor;
  const ready = dirty && valid && !conflict;
  const latest = useRef(editor);
  useEffect(() => {
    latest.current = editor;
  });

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void latest.current.save('autosave'), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [ready, page]);

  // A reload or a closed tab: nothing waits for the answer, so the request is kept alive past the page.
  useEffect(() => {
    if (!ready) return;
    const onHide = () =>
      void api.savePage(site, page, latest.current.etag(), { kind: 'autosave', keepalive: true }).catch(() => {});
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [ready, page, site]);
}
