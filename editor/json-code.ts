import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { lintGutter, linter, lintKeymap } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, hoverTooltip, keymap, lineNumbers } from '@codemirror/view';
import { disableErrorLogging } from 'best-effort-json-parser';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import pageSchema from '../schema/page-config.schema.json';
import { spanishHover } from './json-hover';
import { pageLint, syntaxLint } from './json-lint';

/**
 * The JSON view's CodeMirror editor: JSON syntax, completion and hover from the generated page schema
 * (codemirror-json-schema's parts, as its `jsonSchema()` bundles them), and marks in Spanish from the editor's own
 * check (json-lint.ts). Only JsonView imports this, by a dynamic import, so CodeMirror is a chunk of its own that
 * loads when the view opens (decision 0043).
 */
// codemirror-json-schema reads half-typed JSON with this parser, which would log a console error on every keystroke.
disableErrorLogging();

/** CodeMirror's own words that editors hear or see here (labels, titles, announcements), in Spanish. */
const PHRASES: Record<string, string> = {
  Diagnostics: 'Problemas del JSON',
  'No diagnostics': 'Sin problemas',
  close: 'cerrar',
  Completions: 'Sugerencias',
  'Fold line': 'Plegar',
  'Unfold line': 'Desplegar',
  'folded code': 'código plegado',
  unfold: 'desplegar',
  'Folded lines': 'Líneas plegadas',
  'Unfolded lines': 'Líneas desplegadas',
  to: 'a',
};

export function createJsonEditor(parent: HTMLElement, doc: string, onChange: (text: string) => void): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        foldGutter(),
        lintGutter(),
        history(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        autocompletion(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        // lintKeymap: Ctrl+Shift+M lists the problems, F8 goes to the next: the marks without a mouse.
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap]),
        EditorState.phrases.of(PHRASES),
        json(),
        linter(syntaxLint),
        linter(pageLint),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        hoverTooltip(jsonSchemaHover({ getHoverTexts: spanishHover })),
        stateExtensions(pageSchema as unknown as Parameters<typeof stateExtensions>[0]),
        // tabindex: axe (scrollable-region-focusable) counts a contenteditable as focusable only with one.
        EditorView.contentAttributes.of({ 'aria-label': 'JSON de la página', tabindex: '0' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
}
