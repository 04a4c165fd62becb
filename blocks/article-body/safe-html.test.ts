import { describe, expect, it } from 'vitest';
import { safeHref, safeHtml } from './safe-html';

describe('editor HTML in article text', () => {
  it('keeps bold, italics, line breaks and links', () => {
    expect(safeHtml('Un <b>gran</b> <i>día</i><br/>y <strong>más</strong> <em>aún</em>')).toBe(
      'Un <b>gran</b> <i>día</i><br>y <strong>más</strong> <em>aún</em>',
    );
    expect(safeHtml('<a href="https://www.semana.com/x/" class="c" target="_top">ver</a>')).toBe(
      '<a href="https://www.semana.com/x/">ver</a>',
    );
    expect(safeHtml("<a href='/nacion/articulo/x/1/'>nota</a>")).toBe('<a href="/nacion/articulo/x/1/">nota</a>');
  });

  it('removes scripts, frames and styles with their content', () => {
    expect(safeHtml('a<script>alert(1)</script>b<IFRAME src="https://x"></IFRAME>c<style>p{}</style>')).toBe('abc');
    expect(safeHtml('antes<script>alert(1)')).toBe('antes');
  });

  it('drops event-handler attributes and unknown tags, keeping their text', () => {
    expect(safeHtml('<b onclick="alert(1)">x</b>')).toBe('<b>x</b>');
    expect(safeHtml('<img src=x onerror=alert(1)>foto')).toBe('foto');
    expect(safeHtml('<span style="color:red">rojo</span> <p>párrafo</p>')).toBe('rojo párrafo');
  });

  it('drops links whose address is not http(s), relative or a fragment', () => {
    expect(safeHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(safeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('x');
    expect(safeHtml('<a href="javascript&colon;alert(1)">x</a>')).toBe('x');
    expect(safeHtml('<a href="data:text/html,hi">x</a>')).toBe('x');
    expect(safeHref('mailto:a@b.co')).toBeNull();
    expect(safeHref('#nota')).toBe('#nota');
  });

  it('escapes stray angle brackets and keeps entities', () => {
    expect(safeHtml('3 < 5 > 2 &amp; R&D &nbsp;')).toBe('3 &lt; 5 &gt; 2 &amp; R&amp;D &nbsp;');
    expect(safeHtml('<img/src=x onerror=alert(1)>')).toBe('&lt;img/src=x onerror=alert(1)&gt;');
    expect(safeHtml('<a href="/x" title="a>b">ok</a>')).toBe('<a href="/x">ok</a>');
  });

  it('closes what the editor left open and ignores closers without openers', () => {
    expect(safeHtml('<b>abierto <i>y más')).toBe('<b>abierto <i>y más</i></b>');
    expect(safeHtml('texto</b></p>')).toBe('texto');
    expect(safeHtml('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
  });

  it('escapes quotes inside a kept address', () => {
    expect(safeHtml('<a href=\'/x"onmouseover="alert(1)\'>x</a>')).toBe(
      '<a href="/x&quot;onmouseover=&quot;alert(1)">x</a>',
    );
  });
});
