import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { disableErrorLogging } from 'best-effort-json-parser';
import { jsonSchema } from 'codemirror-json-schema';
import pageSchema from '../schema/page-config.schema.json';

/**
 * The JSON view's CodeMirror editor: JSON syntax and its lint, and completion, hover and validation from the
 * generated page schema (codemirror-json-schema). Only JsonView imports this, by a dynamic import, so CodeMirror is
 * a chunk of its own that loads when the view opens (decision 0043).
 */
// codemirror-json-schema reads half-typed JSON with this parser, which would log a console error on every keystroke.
disableErrorLogging();

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
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap]),
        jsonSchema(pageSchema as unknown as Parameters<typeof jsonSchema>[0]),
        EditorView.contentAttributes.of({ 'aria-label': 'JSON de la página' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
}
