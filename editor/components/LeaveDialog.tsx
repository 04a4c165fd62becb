import { useEffect, useRef } from 'react';

interface Props {
  /** Offered when the screen can save its work first (a page's draft; not a collection, whose save publishes). */
  onSave?: () => void;
  onDiscard: () => void;
  onStay: () => void;
}

/**
 * Asked before in-app navigation drops unsaved work (issue 25, 3): «← Páginas», another page, another site, Back.
 * A modal of our own, not `window.confirm`: Spanish, focus kept inside (Tab cycles), Esc stays on the page, and the
 * focus goes back where it was when the dialog closes.
 */
export function LeaveDialog({ onSave, onDiscard, onStay }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const stay = useRef(onStay);
  useEffect(() => {
    stay.current = onStay;
  });
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector<HTMLElement>('button')?.focus();
    // On the document, in the capture phase: the page's own shortcuts (Ctrl+Z…) never see a key meant for the dialog.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        return stay.current();
      }
      if (e.key !== 'Tab') return;
      const buttons = [...(box.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLElement);
      const next = (at + (e.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      e.preventDefault();
      buttons[next]?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      before?.focus();
    };
  }, []);

  return (
    <div className="ed-backdrop">
      <div
        ref={box}
        className="ed-dialog ed-dialog--confirm"
        role="dialog"
        aria-modal="true"
        aria-labelledby="ed-leave-title"
        aria-describedby="ed-leave-text"
      >
        <h2 id="ed-leave-title">Tienes cambios sin guardar</h2>
        <p id="ed-leave-text">Si sales ahora, se pierden los cambios que no has guardado.</p>
        <div className="ed-dialog__actions">
          <button type="button" onClick={onStay}>
            Seguir editando
          </button>
          {onSave && (
            <button type="button" className="ed-button--primary" onClick={onSave}>
              Guardar borrador y salir
            </button>
          )}
          <button type="button" className="ed-button--danger" onClick={onDiscard}>
            Salir sin guardar
          </button>
        </div>
      </div>
    </div>
  );
}
