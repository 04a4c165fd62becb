import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBlocks } from '../runtime/registry';
import { createPageValidator } from '../schema/validate';
import { es } from './messages';
import type { PageDoc } from './types';
import { checkConfig, checkPage, checkPageJson } from './validate';

const root = path.resolve(import.meta.dirname, '..');
const pageFiles = fs
  .readdirSync(path.join(root, 'page-configs'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .map((f) => path.join('page-configs', f));
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as PageDoc;
const home = () => read('page-configs/semana/home.json');

describe("the editor's check of a block's config", () => {
  it("refuses feedSize 60 on latest-articles-grid with validate's message, in Spanish", () => {
    expect(checkConfig('latest-articles-grid', { published: true, feedSize: 60 })).toEqual([
      { pointer: '/feedSize', message: 'debe ser como máximo 50', block: 'latest-articles-grid' },
    ]);
    expect(checkConfig('latest-articles-grid', { published: true, feedSize: 50 })).toEqual([]);
  });

  it('words the other problems our fields have: type, text length, pattern, enum, required, unknown field', () => {
    const msgs = (block: string, config: object) => checkConfig(block, config).map((e) => `${e.pointer} ${e.message}`);
    expect(msgs('latest-articles-grid', { feedSize: 2.5 })).toEqual(['/feedSize debe ser un número entero']);
    expect(msgs('latest-articles-grid', { title: 'x'.repeat(121) })).toEqual([
      '/title debe tener como máximo 120 caracteres',
    ]);
    expect(msgs('ad-slot', { slot: 'minúsculas' })).toEqual(['/slot debe seguir el patrón ^[A-Z0-9_/]+$']);
    expect(msgs('collection-gallery', {})).toEqual(['/collectionId es obligatorio']);
    expect(msgs('latest-articles-grid', { feedsize: 3 })).toEqual(['/feedsize no es un campo conocido']);
  });
});

describe('the editor and npm run validate agree', () => {
  it('on every page of page-configs/: no problem in either', async () => {
    const validate = createPageValidator(await loadBlocks());
    for (const file of pageFiles) {
      expect(validate(file, read(file)), file).toEqual([]);
      expect(checkPage(read(file)), file).toEqual([]);
    }
  });

  it("on a broken home page: the same places, the same messages once validate's are put in Spanish", async () => {
    const validate = createPageValidator(await loadBlocks());
    const page = home();
    const grid = page.areas.main[2] as unknown as { children: { main: { config: Record<string, unknown> }[] } };
    grid.children.main[0].config.feedSize = 60;
    grid.children.main[1].config.title = 'x'.repeat(200);
    grid.children.main[1].config.colour = 'red';
    (page.areas.main[1] as { config: Record<string, unknown> }).config.feedSize = 0;
    const ours = checkPage(page).map((e) => `${e.pointer} ${e.message}`);
    const theirs = validate('home.json', page).map((e) => `${e.pointer} ${es(e.message)}`);
    expect(ours.sort()).toEqual(theirs.sort());
    expect(ours).toContain('/areas/main/2/children/main/0/config/feedSize debe ser como máximo 50');
  });

  it("on typed JSON broken at the page's own fields too (the JSON view's marks)", async () => {
    const validate = createPageValidator(await loadBlocks());
    const page = home() as unknown as Record<string, unknown> & { areas: Record<string, unknown[]> };
    Object.assign(page, { route: 5, layout: 'nada', colour: 'red' });
    (page.areas.main[1] as { config: Record<string, unknown> }).config.feedSize = 'tres';
    const seven = page.areas.main.push(7, { version: 1, config: {} }) - 2;
    const ours = checkPageJson(page).map((e) => `${e.pointer} ${e.message}`);
    const theirs = validate('home.json', page).map((e) => `${e.pointer} ${es(e.message)}`);
    expect(ours.sort()).toEqual(theirs.sort());
    expect(ours).toContain('/areas/main/1/config/feedSize debe ser un número entero');
    expect(ours).toEqual(
      expect.arrayContaining([
        '/route debe ser un texto',
        '/layout debe ser uno de "default", "bare", "landing", "foros-semana", "product", "soho", "elpais"',
        '/colour no es un campo conocido',
        `/areas/main/${seven} debe ser un objeto`,
        `/areas/main/${seven + 1}/block es obligatorio`,
      ]),
    );
  });

  it('reads anything typed: not an object, or areas that are not lists', () => {
    const msgs = (value: unknown) => checkPageJson(value).map((e) => `${e.pointer} ${e.message}`);
    expect(msgs([])).toEqual([' debe ser un objeto']);
    expect(msgs({ id: 'x', route: '/', layout: 'default', areas: { main: 3, nada: [] } })).toEqual([
      '/areas/main debe ser una lista',
      '/areas/nada debe ser uno de "header", "main", "footer"',
    ]);
  });
});
