/**
 * Stands in for codemirror-json-schema's utils/markdown (editor/vite.config.ts swaps it in): that one loads Shiki,
 * whose WebAssembly engine is most of the JSON view's code and which the editor's Content-Security-Policy does not
 * let compile. Our schema's texts are plain sentences; the library's own messages mark names with backticks.
 */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMarkdown(markdown: string, inline = true): string {
  const html = escapeHtml(markdown).replace(/`([^`]+)`/g, '<code>$1</code>');
  return inline ? html : html.replace(/\n/g, '<br>');
}
