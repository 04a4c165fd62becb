import { jsonParseLinter } from '@codemirror/lang-json';
import type { Diagnostic } from '@codemirror/lint';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { SyntaxNode } from '@lezer/common';
import type { FieldError } from './api';
import { fieldLabel, pageFieldLabel } from './labels';
import { say } from './messages';
import { checkPageJson } from './validate';

/**
 * The JSON view's marks in Spanish, from the editor's own check of a page (validate.ts), so the JSON view, the tree,
 * the form and the server's 422 say the same thing at the same pointer. Not codemirror-json-schema's linter: its
 * messages are json-schema-library's English, its `formatError` option is declared but never called (0.8.1), and its
 * draft-04 validator skips the blocks (their schema is an if/then/else over `$ref`s). Decision 0055.
 */

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const unquote = (text: string): string => {
  try {
    return String(JSON.parse(text));
  } catch {
    return text;
  }
};

/** The value under `key` of an object or array node, with the key's place for an object's. */
function childOf(
  state: EditorState,
  node: SyntaxNode,
  key: string,
): { value: SyntaxNode; name?: SyntaxNode } | undefined {
  let found: { value: SyntaxNode; name?: SyntaxNode } | undefined;
  let index = 0;
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (node.name === 'Array' && VALUES.has(c.name) && String(index++) === key) return { value: c };
    if (node.name !== 'Object' || c.name !== 'Property') continue;
    const name = c.getChild('PropertyName');
    const value = c.lastChild;
    // The last of repeated keys, as JSON.parse keeps it.
    if (name && value && VALUES.has(value.name) && unquote(state.sliceDoc(name.from, name.to)) === key)
      found = { value, name };
  }
  return found;
}

/**
 * Where a problem is marked: the value at its pointer, the name of an unknown field, or (for a missing field) the
 * opening brace of the deepest object on the pointer's way. Read from the syntax tree: codemirror-json-schema's
 * pointer map gives the `:` as a property's value with @codemirror/lang-json 6.0.2 and no array items.
 */
function place(state: EditorState, e: FieldError): { from: number; to: number } {
  const tree = ensureSyntaxTree(state, state.doc.length, 500) ?? syntaxTree(state);
  let node = tree.topNode.firstChild;
  if (!node) return { from: 0, to: 0 };
  let name: SyntaxNode | undefined;
  for (const key of e.pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    const next = childOf(state, node, key);
    if (!next) return { from: node.from, to: node.from + 1 };
    ({ value: node, name } = next);
  }
  return e.message === say.unknownField() && name ? name : node;
}

/**
 * A problem as the JSON view words it: a block's field by its title, then the JSON pointer (where it is in the text),
 * then validate's rule in Spanish.
 */
export function located(e: FieldError): string {
  if (!e.pointer) return e.message;
  const field = /\/config(\/.+)$/.exec(e.pointer)?.[1];
  const name = field && e.block ? fieldLabel(e.block, field) : pageFieldLabel(e.pointer);
  return name === e.pointer ? `${e.pointer}: ${e.message}` : `${name} (${e.pointer}): ${e.message}`;
}

/** The page's problems in typed JSON; nothing while the text is not JSON (the syntax lint marks that). */
export function pageLint(view: EditorView): Diagnostic[] {
  let data: unknown;
  try {
    data = JSON.parse(view.state.doc.toString());
  } catch {
    return [];
  }
  return checkPageJson(data).map((e) => {
    const { from, to } = place(view.state, e);
    return { from, to, severity: 'error', message: located(e) };
  });
}

/** The syntax lint of @codemirror/lang-json, worded as 'Aplicar el JSON' words it. */
export function syntaxLint(view: EditorView): Diagnostic[] {
  return jsonParseLinter()(view).map((d) => ({ ...d, message: say.invalidJson(d.message) }));
}
