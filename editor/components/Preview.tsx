import { useEffect, useRef, useState } from 'react';
import { api } from '../api';
import type { PageDoc } from '../types';
import { usePreviewFrame } from '../use-preview-frame';

const WIDTHS = { escritorio: 1280, móvil: 390 } as const;
type Width = keyof typeof WIDTHS;
/** Typing a title re-renders once the editor pauses, not on every key. */
const DEBOUNCE_MS = 300;

/** The size of the frame's box, followed as the window or the columns change. */
function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

interface Props {
  site: string;
  page: PageDoc;
  /** The selected node's id: outlined in the preview, and scrolled to when it is selected or added. */
  selectedId?: string;
  /** A click on a node in the preview. */
  onSelect: (id: string) => void;
}

/**
 * The page as the server renders it for a reader, from the unsaved JSON (POST /api/editor/preview), at desktop or
 * mobile width: the editor's workspace, patched in place after each edit (editor/use-preview-frame.ts). `path` is a
 * concrete address for routes with parameters (`/seccion/:section/`).
 */
export function Preview({ site, page, selectedId, onSelect }: Props) {
  const [width, setWidth] = useState<Width>('escritorio');
  const [path, setPath] = useState('');
  const [problem, setProblem] = useState('');
  const { frame, srcDoc, onLoad, show } = usePreviewFrame(selectedId, onSelect);
  const [boxRef, box] = useBoxSize();
  // The desktop page is laid out at its own width and scaled down to the column, so the editor sees all of it.
  const scale = box.width ? Math.min(1, box.width / WIDTHS[width]) : 1;
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api
        .preview(site, page, path || undefined, abort.signal)
        .then((text) => {
          show(text);
          setProblem('');
        })
        .catch((e: Error) => abort.signal.aborted || setProblem(`La vista previa falló: ${e.message}`));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [site, page, path, show]);
  return (
    <section className="ed-preview" aria-label="Vista previa">
      <div className="ed-preview__bar">
        {(Object.keys(WIDTHS) as Width[]).map((w) => (
          <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
            {w === 'escritorio' ? 'Escritorio' : 'Móvil'}
          </button>
        ))}
        {page.route.includes(':') && (
          <input
            aria-label="Dirección de prueba"
            placeholder={page.route}
            value={path}
            onChange={(e) => setPath(e.target.value)}
          />
        )}
        {scale < 1 && <small>al {Math.round(scale * 100)} %</small>}
        {problem && <span className="ed-error">{problem}</span>}
      </div>
      <div className="ed-preview__frame" ref={boxRef}>
        <div className="ed-preview__scaled" style={{ width: WIDTHS[width] * scale, height: box.height || undefined }}>
          <iframe
            ref={frame}
            title="Vista previa de la página"
            srcDoc={srcDoc}
            onLoad={onLoad}
            style={{
              width: WIDTHS[width],
              height: box.height ? box.height / scale : undefined,
              transform: scale < 1 ? `scale(${scale})` : undefined,
            }}
          />
        </div>
      </div>
    </section>
  );
}
