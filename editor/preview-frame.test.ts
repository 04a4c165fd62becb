// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { installFrame, patchFrame, showSelected } from './preview-frame';

const render = (title: string, extra = '') =>
  `<!doctype html><html><head><meta name="description" content="Portada"></head><body>` +
  `<div class="container-node" data-node-id="cont0001">` +
  `<section data-node-id="grid0001"><h2>${title}</h2><a href="/nacion/nota/">Una nota</a></section>` +
  `<form data-node-id="news0001" action="/suscribir"><button>Suscribirme</button></form>${extra}</div></body></html>`;

const frameDoc = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const click = (el: Element, type = 'click') => {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};

describe('the preview frame', () => {
  it('selects the innermost node clicked, and a link neither navigates nor a form submits', () => {
    const doc = frameDoc(render('Nación'));
    const onSelect = vi.fn();
    const uninstall = installFrame(doc, onSelect);
    const link = doc.querySelector('a')!;
    expect(click(link).defaultPrevented).toBe(true);
    expect(onSelect).toHaveBeenLastCalledWith('grid0001');
    expect(click(link, 'auxclick').defaultPrevented).toBe(true);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    doc.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    click(doc.querySelector('.container-node')!);
    expect(onSelect).toHaveBeenLastCalledWith('cont0001');
    // A click on a plain part of a block selects it and does nothing else.
    expect(click(doc.querySelector('h2')!).defaultPrevented).toBe(false);
    uninstall();
    onSelect.mockClear();
    expect(click(link).defaultPrevented).toBe(false);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('keeps a read-only preview (an old version) on its page, with no outline to offer', () => {
    const doc = frameDoc(render('Nación'));
    installFrame(doc);
    expect(click(doc.querySelector('a')!).defaultPrevented).toBe(true);
    expect(doc.querySelector('style[data-editor]')).toBeNull();
  });

  it('patches a new render in place: unchanged nodes, the outline and its style stay', () => {
    const doc = frameDoc(render('Nación'));
    installFrame(doc, () => {});
    showSelected(doc, 'grid0001', false);
    const section = doc.querySelector('[data-node-id="grid0001"]')!;
    const form = doc.querySelector('form')!;
    patchFrame(doc, render('Nación hoy', '<aside data-node-id="most0001">Lo más leído</aside>'));
    expect(doc.querySelector('h2')!.textContent).toBe('Nación hoy');
    expect(doc.querySelector('[data-node-id="grid0001"]')).toBe(section);
    expect(doc.querySelector('form')).toBe(form);
    expect(doc.querySelector('[data-node-id="most0001"]')!.textContent).toBe('Lo más leído');
    expect(section.hasAttribute('data-editor-selected')).toBe(true);
    expect(doc.head.querySelector('style[data-editor]')!.textContent).toContain('outline');
    expect(doc.head.querySelectorAll('meta')).toHaveLength(1);
  });

  it('outlines one node at a time, and says when the node is not in the page', () => {
    const doc = frameDoc(render('Nación'));
    expect(showSelected(doc, 'grid0001', false)).toBe(true);
    expect(showSelected(doc, 'news0001', false)).toBe(true);
    expect([...doc.querySelectorAll('[data-editor-selected]')].map((el) => el.localName)).toEqual(['form']);
    expect(showSelected(doc, 'hidden01', false)).toBe(false);
    expect(doc.querySelectorAll('[data-editor-selected]')).toHaveLength(0);
    expect(showSelected(doc, undefined, false)).toBe(false);
  });
});
