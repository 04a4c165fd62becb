// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import { format } from 'node:util';
import preview from '../.storybook/preview';
import { mswHandlers } from './stories/msw-handlers';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// composeStories types each export from the module's own type, which a glob cannot know.
function isComposedStory(value: unknown): value is ComposedStory {
  return typeof value === 'function' && 'run' in value && 'parameters' in value;
}

const storyFiles = import.meta.glob<StoriesModule>(
  ['../blocks/**/*.stories.tsx', '../ui/**/*.stories.tsx', '../layouts/*.stories.tsx'],
  {
    eager: true,
  },
);
const blockNames = Object.keys(import.meta.glob('../blocks/*/index.ts')).map((file) => file.split('/')[2]);

// The preview's msw loader starts a service worker, which happy-dom has not: msw/node answers the
// same `parameters.msw` handlers here instead.
const { loaders: _serviceWorkerOnly, ...annotations } = preview;
const project = setProjectAnnotations([annotations]);
const server = setupServer();

// Storybook's testing-library wrappers switch React's act flag off while a findBy* waits and back on
// for each event; on a slow machine a fetch that settles inside that switch makes React print this
// notice about the harness, not about the story (stop 19's CI). Everything else a story logs fails.
const actEnvironmentNotice = 'The current testing environment is not configured to support act(...)';

beforeAll(async () => {
  await project.beforeAll?.();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('every block has a story', () => {
  it.each(blockNames)('blocks/%s has a *.stories.tsx file', (block) => {
    const files = Object.keys(storyFiles).filter((file) => file.startsWith(`../blocks/${block}/`));
    expect(files, `blocks/${block} needs a <Name>.stories.tsx beside its component`).not.toEqual([]);
  });
});

describe.each(Object.entries(storyFiles))('%s', (file, module) => {
  const stories = Object.entries(composeStories(module)).flatMap(([name, story]) =>
    isComposedStory(story) ? [{ name, story }] : [],
  );

  it('exports at least one story', () => {
    expect(stories.map(({ name }) => name)).not.toEqual([]);
  });

  it.each(stories)('$name renders (and plays) without errors', async ({ story }) => {
    // Storybook 9 ignores the Storybook 8 parameter: the designer would see the desktop layout.
    expect(
      story.parameters.viewport?.defaultViewport,
      "use globals: { viewport: { value: 'mobile1', isRotated: false } } (Storybook 9)",
    ).toBeUndefined();
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const message = format(...args);
      if (!message.startsWith(actEnvironmentNotice)) logged.push(message);
    });
    server.use(...mswHandlers(story.parameters.msw));
    await story.run();
    expect(logged, `${file} ${story.storyName} logged errors`).toEqual([]);
  });
});
