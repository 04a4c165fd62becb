// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { CompletionContext, type CompletionSource } from '@codemirror/autocomplete';
import { forceLinting, forEachDiagnostic, type Diagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { editorPageFixture } from '../fixtures/editor';
import { createJsonEditor } from './json-code';
import { renderMarkdown } from './json-markdown';
import { readPageJson } from './json-page';

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((v) => (v.destroy(), v.dom.remove())));

function editor(doc: string) {
  const parent = document.body.appendChild(document.createElement('div'));
  const view = createJsonEditor(parent, doc, () => {});
  views.push(view);
  return view;
}
const diagnostics = (view: EditorView) => {
  const found: Diagnostic[] = [];
  forEachDiagnostic(view.state, (d) => found.push(d));
  return found;
};

describe("the JSON view's CodeMirror editor", () => {
  it('is labelled for assistive technology and reports each edit', () => {
    const seen: string[] = [];
    const parent = document.body.appendChild(document.createElement('div'));
    const view = createJsonEditor(parent, '{}', (text) => seen.push(text));
    views.push(view);
    expect(view.contentDOM.getAttribute('aria-label')).toBe('JSON de la página');
    view.dispatch({ changes: { from: 1, insert: '"id": "x"' } });
    expect(seen).toEqual(['{"id": "x"}']);
  });

  it("marks what the page schema refuses, in Spanish: the pointer and validate's rule, where it is", async () => {
    // The editor's sample page, valid but for its layout and one block's feedSize: those two values are marked.
    const page = editorPageFixture();
    (page.areas.main[0] as { config: Record<string, unknown> }).config.feedSize = 'tres';
    const text = JSON.stringify({ ...page, layout: 'nada' }, null, 2);
    const view = editor(text);
    forceLinting(view);
    await waitFor(() => expect(diagnostics(view)).toHaveLength(2));
    const [layout, feedSize] = diagnostics(view);
    expect(layout.message).toBe(
      'Diseño (/layout): debe ser uno de "default", "bare", "landing", "foros-semana", "product", "soho", "elpais"',
    );
    expect(text.slice(layout.from, layout.to)).toBe('"nada"');
    expect(feedSize.message).toBe('Cantidad de notas (/areas/main/0/config/feedSize): debe ser un número entero');
    expect(text.slice(feedSize.from, feedSize.to)).toBe('"tres"');
  });

  it('marks an unknown field at its name and a missing one at the object that lacks it', async () => {
    const text = JSON.stringify({ id: 'x', layout: 'default', areas: {}, color: 'rojo' }, null, 2);
    const view = editor(text);
    forceLinting(view);
    await waitFor(() => expect(diagnostics(view)).toHaveLength(2));
    const byMessage = new Map(diagnostics(view).map((d) => [d.message, text.slice(d.from, d.to)]));
    expect(byMessage).toEqual(
      new Map([
        ['Ruta (/route): es obligatorio', '{'],
        ['/color: no es un campo conocido', '"color"'],
      ]),
    );
  });

  it("marks broken JSON only as broken, worded as 'Aplicar el JSON' words it", async () => {
    const broken = editor('{ "areas": ');
    forceLinting(broken);
    await waitFor(() => expect(diagnostics(broken)).toHaveLength(1));
    expect(diagnostics(broken)[0].message).toMatch(/^JSON no válido: /);
  });

  it("offers the page's properties from the schema", async () => {
    const view = editor('{\n  "\n}');
    // After a typed quote, the editor's own completion source, asked as the autocompletion plugin asks it.
    const [source] = view.state.languageDataAt<CompletionSource>('autocomplete', 5);
    const result = await source(new CompletionContext(view.state, 5, true));
    expect(result?.options.map((c) => c.label)).toEqual(expect.arrayContaining(['id', 'route', 'layout', 'areas']));
  });
});

describe('applying the typed JSON', () => {
  it('gives the page, or the problem in Spanish', () => {
    const page = { id: 'home', route: '/', layout: 'default', areas: { main: [] } };
    expect(readPageJson(JSON.stringify(page), 'home')).toEqual({ page });
    expect(readPageJson('{ "areas": ', 'home')).toMatchObject({ problem: expect.stringMatching(/^JSON no válido: /) });
    expect(readPageJson('[1]', 'home')).toEqual({
      problem: 'El JSON debe ser una página: un objeto con id, route, layout y areas.',
    });
    expect(readPageJson(JSON.stringify({ ...page, id: 'otra' }), 'home')).toEqual({
      problem: 'El id de la página debe seguir siendo home.',
    });
  });
});

describe("the schema messages' markdown, as the editor's build renders it", () => {
  it('escapes the text and shows backticked names as code', () => {
    expect(renderMarkdown('Expected `nada` in `layout` <b>&')).toBe(
      'Expected <code>nada</code> in <code>layout</code> &#60;b&#62;&#38;',
    );
    expect(renderMarkdown('una\notra', false)).toBe('una<br>otra');
  });
});
