import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A wide dialog over the editor (the history's diff and a version's preview): the side panel is too narrow to read
 * them. Escape or «Cerrar» closes it; focus moves into it when it opens.
 */
export function Modal({
  title,
  onClose,
  children,
  small,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A question or a short form (a confirmation, a note), not a diff: a narrow box. */
  small?: boolean;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="ed-modal">
      <div
        className={`ed-modal__box${small ? ' ed-modal__box--small' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={box}
      >
        <div className="ed-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" onClick={onClose}>
            Cerrar
          </button>
        </div>
        <div className="ed-modal__body">{children}</div>
      </div>
    </div>
  );
}
