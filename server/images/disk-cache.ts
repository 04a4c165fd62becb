import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Rendered images on disk, one file per id, size and format. Keys are built only from validated
 * ids and sizes, never from raw request text. Writes go to a temporary file renamed into place,
 * so a reader never sees half a file.
 */
export class DiskCache {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, key);
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.file(key));
    } catch {
      return undefined;
    }
  }

  async write(key: string, data: Buffer): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
  }
}
