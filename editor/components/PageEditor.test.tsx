// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { editorPageFixture } from '../../fixtures/editor';
import type { PageDoc } from '../types';
import { calls, click, open, rows, select, tree } from '../../tests/helpers/page-editor-harness';

describe('the page tree', () => {
  it('shows areas, containers and blocks in order, and edits them by its buttons', () => {
    open();
    expect(rows()).toEqual(['hero-slider', 'two-column', 'article-card-grid', 'most-read']);
    click('Bajar hero-slider');
    expect(rows()).toEqual(['two-column', 'article-card-grid', 'most-read', 'hero-slider']);
    click('Duplicar most-read');
    expect(rows()).toEqual(['two-column', 'article-card-grid', 'most-read', 'most-read', 'hero-slider']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Quitar most-read' })[0]);
    click('Quitar article-card-grid');
    expect(rows()).toEqual(['two-column', 'most-read', 'hero-slider']);
  });

  it('adds a block from the palette, grouped by family with its Spanish description', () => {
    open();
    const palette = screen.getByRole('complementary', { name: 'Bloques disponibles' });
    expect(within(palette).getByText('Listas con «cargar más»')).toBeTruthy();
    expect(within(palette).getByText('Grilla de las últimas notas, con carga de más')).toBeTruthy();
    select('hero-slider');
    fireEvent.click(within(palette).getByRole('button', { name: 'Añadir latest-articles-grid' }));
    expect(rows()).toEqual(['hero-slider', 'latest-articles-grid', 'two-column', 'article-card-grid', 'most-read']);
    expect(screen.getByRole('form', { name: 'Configuración de latest-articles-grid' })).toBeTruthy();
  });
});

describe('the block form', () => {
  it('refuses feedSize 60 with the validate message, marks the node, and does not save', async () => {
    open();
    select('article-card-grid');
    const feedSize = screen.getByLabelText('Cantidad de notas') as HTMLInputElement;
    fireEvent.change(feedSize, { target: { value: '60' } });
    expect(feedSize.value).toBe('60');
    expect(screen.getByRole('alert').textContent).toBe('debe ser como máximo 50');
    expect(within(tree()).getByRole('list', { name: 'Errores de article-card-grid' }).textContent).toBe(
      'Cantidad de notas: debe ser como máximo 50',
    );
    click('Guardar borrador');
    expect(await screen.findByText(/Corrige los 1 error/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(feedSize, { target: { value: '50' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the sections that exist in the section picker', async () => {
    open();
    select('article-card-grid');
    const offered = () => [...(screen.getByLabelText('Sección') as HTMLSelectElement).options].map((o) => o.value);
    await waitFor(() => expect(offered()).toEqual(['', '/nacion']));
  });

  it('edits text and booleans: the tree shows the change', () => {
    open();
    select('article-card-grid');
    fireEvent.click(screen.getByLabelText('Publicado'));
    expect(tree().textContent).toContain('sin publicar');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: '' } });
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('');
  });
});

describe('undo and redo', () => {
  it('undoes a removal and a config edit, and redoes them, by the toolbar and by Ctrl+Z / Ctrl+Shift+Z', () => {
    open();
    click('Quitar most-read');
    select('hero-slider');
    fireEvent.change(screen.getByLabelText('Cantidad de notas'), { target: { value: '5' } });
    click('Deshacer');
    expect((screen.getByLabelText('Cantidad de notas') as HTMLInputElement).value).toBe('3');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(rows()).toContain('most-read');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(rows()).not.toContain('most-read');
    click('Rehacer');
    expect((screen.getByLabelText('Cantidad de notas') as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('button', { name: 'Rehacer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('one undo step per field, and "unsaved" from the content', () => {
  const status = () => screen.getByRole('toolbar', { name: 'Acciones de la página' }).querySelector('.ed-status')!;
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
  /** Types `text` into a field one character at a time, as an editor's keystrokes arrive. */
  const typeInto = (label: string, text: string) => {
    const field = screen.getByLabelText(label) as HTMLInputElement;
    for (let i = 1; i <= text.length; i++) fireEvent.change(field, { target: { value: text.slice(0, i) } });
  };

  it('undoes a word typed in one field at once, and each other field by itself', () => {
    open();
    select('article-card-grid');
    typeInto('Título', 'Política');
    typeInto('Cantidad de notas', '12');
    click('Deshacer');
    expect((screen.getByLabelText('Cantidad de notas') as HTMLInputElement).value).toBe('8');
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Política');
    click('Deshacer');
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Nación');
    expect(button('Deshacer').disabled).toBe(true);
  });

  it('is clean again, with «Publicar» enabled, once undo is back at the saved page', async () => {
    open();
    await screen.findByRole('button', { name: 'Publicar' }, { timeout: 5000 });
    select('article-card-grid');
    typeInto('Título', 'Economía');
    expect(status().textContent).toContain('Cambios sin guardar');
    expect(button('Publicar').disabled).toBe(true);
    click('Deshacer');
    expect(status().textContent).not.toContain('Cambios sin guardar');
    expect(button('Publicar').disabled).toBe(false);
    expect(button('Guardar borrador').disabled).toBe(true);
  });
});

describe('the JSON view', () => {
  // The view imports its CodeMirror module lazily; its first transform by vitest can outlast findByRole's 1 s on a
  // busy machine, so it is loaded once here, as a browser would have the chunk after the first opening.
  beforeAll(() => import('../json-code'), 30_000);
  /** The CodeMirror surface, once its lazily loaded code has arrived. */
  const surface = () => screen.findByRole('textbox', { name: 'JSON de la página' });
  /** Replaces the whole text as typing would: through the editor's own transaction. */
  const type = async (value: string) => {
    const view = EditorView.findFromDOM(await surface())!;
    act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } }));
  };
  const shownText = async () => EditorView.findFromDOM(await surface())!.state.doc.toString();

  it('applies edited JSON as one change that undo takes back, and refuses JSON that is not the page', async () => {
    open();
    click('JSON');
    await type('{ "areas": ');
    click('Aplicar el JSON');
    expect(screen.getByRole('alert').textContent).toMatch(/^JSON no válido: /);
    const page = JSON.parse(JSON.stringify(editorPageFixture())) as PageDoc;
    page.areas.main.shift(); // the hero-slider goes
    await type(JSON.stringify({ ...page, id: 'otra' }));
    click('Aplicar el JSON');
    expect(screen.getByRole('alert').textContent).toBe('El id de la página debe seguir siendo semana-home.');
    await type(JSON.stringify(page));
    click('Aplicar el JSON');
    expect(rows()).toEqual(['two-column', 'article-card-grid', 'most-read']);
    click('Deshacer');
    expect(rows()).toEqual(['hero-slider', 'two-column', 'article-card-grid', 'most-read']);
    await waitFor(async () => expect(await shownText()).toContain('hero-slider'));
  });

  it("leaves Ctrl+Z inside the JSON to CodeMirror: the page's own undo does not run", async () => {
    open();
    click('Quitar most-read');
    click('JSON');
    fireEvent.keyDown(await surface(), { key: 'z', ctrlKey: true });
    expect(rows()).toEqual(['hero-slider', 'two-column', 'article-card-grid']);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(rows()).toContain('most-read');
  });

  it("discards an edit: the page's JSON comes back and the page is unchanged", async () => {
    open();
    click('JSON');
    await type('{}');
    expect((screen.getByRole('button', { name: 'Aplicar el JSON' }) as HTMLButtonElement).disabled).toBe(false);
    click('Descartar');
    await waitFor(async () => expect(await shownText()).toBe(JSON.stringify(editorPageFixture(), null, 2)));
    expect((screen.getByRole('button', { name: 'Aplicar el JSON' }) as HTMLButtonElement).disabled).toBe(true);
    expect(rows()).toEqual(['hero-slider', 'two-column', 'article-card-grid', 'most-read']);
  });
});
