import { useState } from 'react';
import type { PageDoc } from '../types';

/**
 * The page as JSON, for editors who prefer to type it: edited here, applied to the page as one change (undo takes
 * it back), checked like any other edit. A plain text area: CodeMirror with schema completion is not built yet.
 */
export function JsonView({ page, onApply }: { page: PageDoc; onApply: (page: PageDoc) => void }) {
  const shown = JSON.stringify(page, null, 2);
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState('');
  const apply = () => {
    try {
      const next = JSON.parse(text) as unknown;
      if (!next || typeof next !== 'object' || Array.isArray(next) || !('areas' in next))
        return setProblem('El JSON debe ser una página: un objeto con id, route, layout y areas.');
      if ((next as PageDoc).id !== page.id) return setProblem(`El id de la página debe seguir siendo ${page.id}.`);
      setProblem('');
      onApply(next as PageDoc);
    } catch (e) {
      setProblem(`JSON no válido: ${(e as Error).message}`);
    }
  };
  return (
    <section className="ed-json" aria-label="JSON de la página">
      <h2>JSON de la página</h2>
      <textarea
        aria-label="JSON de la página"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {problem && (
        <p className="ed-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" onClick={apply} disabled={text === shown}>
        Aplicar el JSON
      </button>{' '}
      <button type="button" onClick={() => setText(shown)} disabled={text === shown}>
        Descartar
      </button>
    </section>
  );
}
