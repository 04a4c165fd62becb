import { describe, expect, it } from 'vitest';
import { migrateConfig } from './migrate';
import latestNewsBox from '../blocks/latest-news-box';
import { preparePage } from './prepare-page';
import type { BlockRegistry } from './registry';
import type { AnyBlock } from './define-block';

describe('config migrations', () => {
  it('migrates a latest-news-box node saved at version 1 (`collection`) to version 2 (`collectionId`)', () => {
    expect(migrateConfig(latestNewsBox, 1, { published: true, collection: 'ultimas' })).toEqual({
      published: true,
      collectionId: 'ultimas',
    });
  });

  it('leaves a node at the current version as it is', () => {
    const config = { published: true, collectionId: 'ultimas' };
    expect(migrateConfig(latestNewsBox, 2, config)).toBe(config);
  });

  it('migrates on read, so an old page still renders the block', () => {
    const registry: BlockRegistry = new Map([['latest-news-box', latestNewsBox as unknown as AnyBlock]]);
    const { areas, problems } = preparePage(
      {
        areas: { main: [{ block: 'latest-news-box', version: 1, config: { published: true, collection: 'portada' } }] },
      },
      registry,
    );
    expect(problems).toEqual([]);
    expect(areas.main[0]).toMatchObject({ kind: 'block', config: { published: true, collectionId: 'portada' } });
  });

  it('refuses a node saved by a newer version of the block', () => {
    expect(() => migrateConfig(latestNewsBox, 3, {})).toThrow(/newer/);
  });
});
