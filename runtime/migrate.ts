import type { AnyBlock } from './define-block';

/** Applies a block's ordered migrations to a node saved at an older version. */
export function migrateConfig(
  block: Pick<AnyBlock, 'name' | 'version' | 'migrations'>,
  version: number,
  config: Record<string, unknown>,
): Record<string, unknown> {
  if (version > block.version) throw new Error(`version ${version} is newer than ${block.name} v${block.version}`);
  let out = config;
  for (const m of block.migrations ?? []) if (m.to > version) out = m.migrate(out);
  return out;
}
