import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/client';
import { loadPageFiles } from '../server/pages/page-store';
import { etagOf, pageRow, seedPages, versionOfEtag } from '../server/editor/page-rows';
import { publishPage, savePage } from '../server/editor/page-writes';
import { createGroup, publishGroup } from '../server/editor/group-rows';
import { exportPages, importPages } from '../server/editor/exchange';
import { storageTargets } from './helpers/databases';

describe.each(storageTargets())('pages in the database ($name)', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await seedPages(database.db, loadPageFiles());
  });
  afterAll(() => database.close());

  it('of two saves naming the same version exactly one wins', async () => {
    const row = (await pageRow(database.db, 'semana', 'semana-home'))!;
    const expected = versionOfEtag(etagOf(row))!;
    const save = (title: string) =>
      savePage(database.db, {
        site: 'semana',
        id: 'semana-home',
        doc: { ...row.doc, meta: { ...row.doc.meta, title } },
        expected,
        who: title,
      });
    const results = await Promise.all([save('Ana'), save('Beto')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'stale' }]);
    const after = (await pageRow(database.db, 'semana', 'semana-home'))!;
    expect(after.version).toBe(expected + 1);
  });

  it('export writes the seed back byte for byte; import never overwrites an editor draft', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-pages-'));
    fs.copyFileSync('.prettierrc.json', path.join(root, '.prettierrc.json'));
    await exportPages(database.db, root);
    for (const f of loadPageFiles()) {
      const rel = path.relative('page-configs', f.file);
      expect(fs.readFileSync(path.join(root, 'page-configs', rel), 'utf8'), rel).toBe(fs.readFileSync(f.file, 'utf8'));
    }
    // semana-home has an editor's unpublished draft (the race above): the import reports it and leaves it.
    const report = await importPages(database.db, loadPageFiles());
    expect(report.conflicts.map((c) => c.file)).toEqual(['page-configs/semana/home.json']);
    expect(report.unchanged.length).toBe(loadPageFiles().length - 1);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('export writes a linked group as its published blocks, so the file stands alone', async () => {
    const block = {
      id: 'cita0001',
      block: 'raw-html',
      version: 1,
      config: { published: true, html: '<p>Únete a la comunidad</p>' },
    };
    const group = await createGroup(database.db, { site: 'semana', name: 'Llamado', nodes: [block], who: 'ana' });
    expect(await publishGroup(database.db, { site: 'semana', id: group.id, expected: 1, who: 'ana' })).toBeTruthy();
    const row = (await pageRow(database.db, 'semana', 'semana-emprendedores'))!;
    const main = [...(row.doc.areas.main ?? []), { id: 'enlace01', group: `semana/${group.id}` }];
    const doc = { ...row.doc, areas: { ...row.doc.areas, main } } as typeof row.doc;
    const saved = await savePage(database.db, { site: 'semana', id: row.id, doc, expected: row.version, who: 'ana' });
    expect(saved.ok).toBe(true);
    expect(
      (await publishPage(database.db, { site: 'semana', id: row.id, expected: row.version + 1, who: 'ana' })).ok,
    ).toBe(true);

    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-pages-'));
    fs.copyFileSync('.prettierrc.json', path.join(root, '.prettierrc.json'));
    const { written } = await exportPages(database.db, root);
    expect(written).toContain('semana/emprendedores.json');
    const file = JSON.parse(fs.readFileSync(path.join(root, 'page-configs', 'semana', 'emprendedores.json'), 'utf8'));
    expect(file.areas.main.at(-1)).toMatchObject({ block: 'raw-html', config: block.config });
    expect(JSON.stringify(file)).not.toContain('"group"');
    fs.rmSync(root, { recursive: true, force: true });
  });
});
