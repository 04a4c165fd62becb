import { loadBlocks } from '../runtime/registry';
import { readJsonFiles } from '../server/pages/page-store';
import { createPageValidator, formatError } from './validate';

/** `npm run validate`: every page config and template against the generated schema. */
const validate = createPageValidator(await loadBlocks());
const files = [...readJsonFiles('page-configs'), ...readJsonFiles('templates')];
const errors = files.flatMap(({ file, json }) => validate(file, json));
for (const e of errors) console.error(formatError(e));
if (errors.length) {
  console.error(`${errors.length} error(s) in ${files.length} file(s)`);
  process.exit(1);
}
console.log(`${files.length} page config(s) and template(s) are valid`);
