import { useState } from 'react';
import type { PageEditorState } from '../use-page-editor';
import { useMayPublish } from '../use-may-publish';
import { ScheduleDialog } from './ScheduleDialog';

/** The version an ETag names (`"7-3f2a…"` → 7). */
const versionOf = (etag: string) => Number(/^(?:W\/)?"(\d+)-/.exec(etag)?.[1] ?? 0);

/** «Programar», for those who publish on the site; unsaved changes must be saved first (the saved version is named). */
export function ScheduleButton({ site, editor }: { site: string; editor: PageEditorState }) {
  const mayPublish = useMayPublish(site);
  const [open, setOpen] = useState(false);
  if (!mayPublish) return null;
  return (
    <>
      <button
        type="button"
        className="ed-button"
        onClick={() => setOpen(true)}
        disabled={editor.dirty}
        title={editor.dirty ? 'Guarda antes de programar' : undefined}
      >
        Programar
      </button>
      {open && (
        <ScheduleDialog
          site={site}
          id={editor.page.id}
          version={versionOf(editor.etag())}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
