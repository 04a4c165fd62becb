// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import block from './index';
import { DarkTheme } from './DarkTheme';

afterEach(cleanup);

describe('dark theme switch (spec 3, 2, S3-109)', () => {
  it('adds the dark classes, and the editor classes, to the app root', () => {
    const config = block.config.parse({ published: true, addClass: 'app--video extra' });
    const { container } = render(
      <div className="app">
        <DarkTheme config={config} data={null} ctx={ctxFixture()} />
      </div>,
    );
    const root = container.querySelector('.app')!;
    expect([...root.classList]).toEqual(['app', 'app--dark', 'app--video', 'extra']);
  });

  it('hydrates on load, so the page does not stay light', () => {
    expect(block.interactive).toEqual({ hydrate: 'load' });
  });

  it('refuses class names that could break out of the attribute', () => {
    expect(block.config.safeParse({ published: true, addClass: '"><script>' }).success).toBe(false);
  });
});
