import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { oneByteHtml, oneByteJson } from './one-byte-html';
import { safeJson } from './render';

const wide = /[^\u0000-\u00ff]/;
/** What a browser makes of the markup: its text and one attribute. */
function parsed(html: string) {
  const { document } = new Window();
  document.body.innerHTML = html;
  return document.body;
}

describe('pages one byte a character', () => {
  const html =
    '<p title="“Cita” — 2 €">La ministra dijo: “No más” — y se fue 😀 (señal, ¿sí?)</p>' +
    '<script type="application/json">{"t":"“a”"}</script><style>.x:before{content:"—"}</style>';

  it('writes characters past Latin-1 as references a browser reads back to the same text', () => {
    const out = oneByteHtml(html);
    const [before, after] = [parsed(html), parsed(out)];
    expect(after.querySelector('p')!.textContent).toBe(before.querySelector('p')!.textContent);
    expect(after.querySelector('p')!.getAttribute('title')).toBe('“Cita” — 2 €');
    expect(out).toContain('&#x201c;No más&#x201d; &#x2014;');
    expect(out).toContain('&#x1f600;'); // one reference for the whole emoji, not two halves
    expect(out.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')).not.toMatch(wide);
  });

  it('leaves script and style bodies alone, where references would be read literally', () => {
    const out = oneByteHtml(html);
    expect(out).toContain('<script type="application/json">{"t":"“a”"}</script>');
    expect(out).toContain('<style>.x:before{content:"—"}</style>');
  });

  it('returns Latin-1 markup untouched', () => {
    const latin = '<p>Año nuevo, ¿señal? «sí»</p>';
    expect(oneByteHtml(latin)).toBe(latin);
  });

  it('escapes JSON with \\u sequences that parse back to the same value, safeJson included', () => {
    const value = { t: '“No más” — 😀', s: '\u2028</script>' };
    for (const json of [oneByteJson(JSON.stringify(value)), safeJson(value)]) {
      expect(json).not.toMatch(wide);
      expect(JSON.parse(json)).toEqual(value);
    }
    expect(safeJson(value)).not.toContain('</script>');
  });
});
