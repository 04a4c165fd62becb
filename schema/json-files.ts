import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidationError } from './validate';

const rootDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export type JsonFileResult = { file: string; json: unknown } | { file: string; error: ValidationError };

/** `Unexpected token } in JSON at position 52` → line and column, which an editor can jump to. */
function syntaxError(file: string, text: string, err: Error): ValidationError {
  const at = /position (\d+)/.exec(err.message);
  let where = '';
  if (at) {
    const before = text.slice(0, Number(at[1]));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    where = ` at line ${line}, column ${column}`;
  }
  const reason = err.message.replace(/\s*(in JSON )?at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
  return { file, pointer: '', message: `is not valid JSON${where}: ${reason}` };
}

/** Every JSON file under a folder (relative to the project root), parsed, or the reason it cannot be. */
export function readJsonFileResults(folder: string, root = rootDir): JsonFileResult[] {
  const abs = path.join(root, folder);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = path.join(folder, f);
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      try {
        return { file, json: JSON.parse(text) as unknown };
      } catch (err) {
        return { file, error: syntaxError(file, text, err as Error) };
      }
    });
}

/** The files that parse; a broken one is reported by `npm run validate` and at start-up, and skipped here. */
export function readJsonFiles(folder: string, root = rootDir): { file: string; json: unknown }[] {
  return readJsonFileResults(folder, root).filter((r): r is { file: string; json: unknown } => 'json' in r);
}
