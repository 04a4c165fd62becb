import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/**
 * The dependency rule (docs/architecture.md): each folder may import only the folders below it. `contracts/` is the
 * bottom and imports nothing of ours; `server/` is the composition root on top. Tests may import anything.
 * `fixtures/` (test data) is for stories and tests only: production code, the server's included, never imports it.
 * The patterns match the folder an import lands in (`../../server/…`), so they hold at any depth.
 */
const tests = ['**/*.test.ts', '**/*.test.tsx'];
const stories = ['**/*.stories.tsx'];
const ours = [
  'server',
  'editor',
  'blocks',
  'ui',
  'runtime',
  'layouts',
  'templates',
  'schema',
  'sites',
  'contracts',
  'fixtures',
];
const into = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const noFixtures = {
  regex: into(['fixtures']),
  message:
    'Only stories and tests may import fixtures/: it is test data, never part of the site (docs/architecture.md).',
};
/**
 * `no-restricted-imports` sees only static imports: `import('…/server/…')` and `require('…/server/…')` slip past it
 * into a browser bundle. These selectors catch the dynamic forms (a string or a template literal's first part).
 * esquery's regex literals cannot hold `/`, hence `\\x2F`.
 */
const dynamicInto = (folders, message) => {
  const source = `/^(\\.\\.\\x2F)+(${folders.join('|')})(\\x2F|$)/`;
  return [
    `ImportExpression[source.value=${source}]`,
    `ImportExpression[source.quasis.0.value.raw=${source}]`,
    `CallExpression[callee.name="require"][arguments.0.value=${source}]`,
    `CallExpression[callee.name="require"][arguments.0.quasis.0.value.raw=${source}]`,
  ].map((selector) => ({ selector, message }));
};
const layer = (files, allowed, extra = []) => {
  const banned = ours.filter(
    (f) => f !== 'fixtures' && !allowed.includes(f) && !files.some((g) => g.startsWith(`${f}/`)),
  );
  const fixturesBanned = !allowed.includes('fixtures') && !files.some((g) => g.startsWith('fixtures/'));
  const message = `${files[0].startsWith('**') ? 'A story' : `${files[0].split('/')[0]}/`} may import only ${allowed.join(', ') || 'zod and packages'} (docs/architecture.md).`;
  return {
    files,
    ignores: [...tests, ...extra.flatMap((e) => e.ignores ?? [])],
    rules: {
      // Dynamic imports of server/ only: the runtime's block loader (runtime/registry.ts) still imports blocks/.
      ...(banned.includes('server')
        ? { 'no-restricted-syntax': ['error', ...dynamicInto(['server'], `${message} Also with import().`)] }
        : {}),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(banned.length ? [{ regex: into(banned), message }] : []),
            ...(fixturesBanned ? [noFixtures] : []),
            ...extra.flatMap((e) => e.patterns),
          ],
        },
      ],
    },
  };
};
const ownIndex = {
  patterns: [
    {
      regex: '^\\.(/index(\\.ts)?)?$',
      message: "A block's component must not import its own index.ts: the index pulls zod into the browser bundle.",
    },
  ],
  ignores: ['blocks/*/*.stories.tsx'],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'data',
      'tmp',
      'coverage',
      '.cache', // npm run dev's Vite cache (pre-bundled npm packages)
      'server/db/migrations',
      '.storybook/public',
    ],
  },
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  layer(['contracts/**'], []),
  layer(['runtime/**'], ['contracts']),
  layer(['ui/**'], ['runtime', 'contracts']),
  layer(['blocks/**'], ['runtime', 'ui', 'contracts']),
  layer(['blocks/*/*.tsx'], ['runtime', 'ui', 'contracts'], [ownIndex]),
  layer(['layouts/**'], ['blocks', 'ui', 'runtime', 'contracts']),
  layer(['templates/**'], ['blocks', 'ui', 'runtime', 'contracts']),
  layer(['schema/**'], ['runtime', 'contracts']),
  // The page editor (browser only): the generated page schema's JSON, never schema/'s code (it reads the disk).
  layer(
    ['editor/**'],
    ['runtime', 'ui', 'contracts', 'schema'],
    [
      {
        patterns: [
          {
            regex: '^(\\.\\./)+schema/(?!.*\\.json$)',
            message: 'editor/ may import only the JSON of schema/ (the generated page schema), not its code.',
          },
        ],
      },
    ],
  ),
  layer(
    ['server/**'],
    ours.filter((f) => f !== 'fixtures'),
  ),
  // Test data for stories and tests: may show any block, never reaches into the server.
  layer(['fixtures/**'], ['editor', 'blocks', 'ui', 'runtime', 'contracts', 'sites']),
  // Stories (anywhere) and Storybook's own setup: what they show and fixtures/, never server/. Last, so it wins.
  layer(
    [...stories, '.storybook/**'],
    ['editor', 'blocks', 'ui', 'runtime', 'layouts', 'templates', 'contracts', 'sites', 'fixtures', 'schema'],
    [
      {
        patterns: [
          {
            regex: '^(\\.\\./)+schema/(?!.*\\.json$)',
            message: 'A story may import only the JSON of schema/, not its code.',
          },
        ],
      },
    ],
  ),
  // A component takes its prop types from ./config; a value import would run the zod schema in the browser.
  {
    files: ['blocks/*/*.tsx'],
    ignores: [...tests, 'blocks/*/*.stories.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./config(\\.ts)?$',
              allowTypeImports: true,
              message:
                'A component imports only types from ./config (`import type`): its values pull zod into the browser bundle.',
            },
          ],
        },
      ],
    },
  },
);
