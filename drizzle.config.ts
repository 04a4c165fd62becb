import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every file that declares tables: the editor's live beside its routes.
  schema: ['./server/db/schema*.ts', './server/editor/schema.ts'],
  out: './server/db/migrations',
});
