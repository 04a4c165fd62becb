// The module main.ts's plugin makes at build time from the block registry (schema/block-facts.ts).
declare module 'virtual:block-facts' {
  const facts: Record<string, import('./block-facts-types').BlockFacts>;
  export default facts;
}
