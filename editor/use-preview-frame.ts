import { useCallback, useEffect, useRef, useState } from 'react';
import { installFrame, patchFrame, showSelected } from './preview-frame';

/**
 * The preview frame as the editor's workspace (issue 25, 1): the first render loads the frame (`srcDoc`), every later
 * one patches the loaded document in place (`show`), so the editor keeps its place; the selected node is outlined
 * and scrolled to when it is selected or first appears; a click on a node selects it (`onSelect`).
 */
export function usePreviewFrame(selectedId: string | undefined, onSelect: (id: string) => void) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Set once: a new srcdoc would reload the frame and lose its scroll.
  const [srcDoc, setSrcDoc] = useState('');
  /** The loaded document, once the frame has loaded the first render. */
  const doc = useRef<Document | null>(null);
  /** The newest render, for a frame still loading when it arrives. */
  const latest = useRef('');
  const selected = useRef(selectedId);
  /** A node selected (or added) that has not been scrolled to yet: it may appear with a later render. */
  const scrollPending = useRef(false);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  const outline = useCallback(() => {
    if (doc.current && showSelected(doc.current, selected.current, scrollPending.current))
      scrollPending.current = false;
  }, []);

  const show = useCallback(
    (html: string) => {
      latest.current = html;
      if (!doc.current) return setSrcDoc((first) => first || html);
      patchFrame(doc.current, html);
      outline();
    },
    [outline],
  );

  const uninstall = useRef<() => void>(undefined);
  const onLoad = useCallback(() => {
    uninstall.current?.();
    const loaded = frame.current?.contentDocument;
    if (!loaded) return;
    doc.current = loaded;
    uninstall.current = installFrame(loaded, (id) => select.current(id));
    // A render that came while the first one loaded.
    if (latest.current !== srcDoc) patchFrame(loaded, latest.current);
    outline();
  }, [srcDoc, outline]);
  useEffect(() => () => uninstall.current?.(), []);

  useEffect(() => {
    selected.current = selectedId;
    scrollPending.current = selectedId !== undefined;
    outline();
  }, [selectedId, outline]);

  return { frame, srcDoc, onLoad, show };
}
