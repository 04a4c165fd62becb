import { useEffect, useRef, useState } from 'react';
import { readPageJson } from '../json-page';
import type { PageDoc } from '../types';

/**
 * The page as JSON, for editors who prefer to type it: edited here, applied to the page as one change (undo takes
 * it back), checked like any other edit. The editing surface is CodeMirror with completion, hover and validation
 * from the page schema, loaded only when this view opens (decision 0043).
 */
export function JsonView({ page, onApply }: { page: PageDoc; onApply: (page: PageDoc) => void }) {
  const shown = JSON.stringify(page, null, 2);
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState('');
  // 'Descartar' starts a fresh editor on the page's JSON.
  const [round, setRound] = useState(0);
  const apply = () => {
    const read = readPageJson(text, page.id);
    if ('problem' in read) return setProblem(read.problem);
    setProblem('');
    onApply(read.page);
  };
  const discard = () => {
    setText(shown);
    setProblem('');
    setRound((r) => r + 1);
  };
  return (
    <section className="ed-json" aria-label="JSON de la página">
      <h2>JSON de la página</h2>
      <JsonCode key={round} doc={shown} onChange={setText} />
      {problem && (
        <p className="ed-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="ed-button--primary" onClick={apply} disabled={text === shown}>
        Aplicar el JSON
      </button>
      <button type="button" onClick={discard} disabled={text === shown}>
        Descartar
      </button>
    </section>
  );
}

/** The CodeMirror surface, its code fetched on first use so the editor's first load stays light. */
function JsonCode({ doc, onChange }: { doc: string; onChange: (text: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let view: { destroy(): void } | undefined;
    let gone = false;
    void import('../json-code').then(({ createJsonEditor }) => {
      if (!gone && box.current) view = createJsonEditor(box.current, doc, onChange);
    });
    return () => {
      gone = true;
      view?.destroy();
    };
  }, [doc, onChange]);
  return <div className="ed-json-code" ref={box} />;
}
