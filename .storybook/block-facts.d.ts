// Set by main.ts from the block registry at build time (schema/block-facts.ts); absent where Vite does not build
// Storybook (the stories test).
declare const __BLOCK_FACTS__: Record<string, import('./block-facts-types').BlockFacts> | undefined;
