import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../config';
import { blockStyleDeps } from './block-style-deps';

describe('blockStyleDeps', () => {
  const deps = blockStyleDeps(path.join(rootDir, 'blocks'));

  it('gives a block the folders whose components it renders, so their styles come with it', () => {
    expect(deps.get('tv-week-landing')).toContain('tv-sections');
  });

  it('leaves out the block itself and folders it does not import', () => {
    expect(deps.get('tv-week-landing')).not.toContain('tv-week-landing');
    expect(deps.get('tv-week-landing')).not.toContain('newsletter');
  });
});
