import { parseArgs } from 'node:util';
import { startFakeArc } from './fake-arc';
import { ARC_WEBSITE, arcId, semanaOnArc } from './arc-documents';

/**
 * The tests' fake Arc on a port of your choosing, to try an Arc-served site without an Arc organisation (README,
 * «Serve an existing Arc site»): `node --import tsx tests/helpers/fake-arc-serve.ts --port 4100`.
 */
const { values } = parseArgs({ options: { port: { type: 'string', default: '4100' } } });
const fake = await startFakeArc(undefined, { port: Number(values.port) });
fake.data = semanaOnArc(fake.url);
const story = `/nacion/articulo/reforma-aprobada/${arcId('reforma-aprobada')}/`;
console.log(`Fake Arc listening on ${fake.url} (website ${ARC_WEBSITE}, ${fake.data.documents.length} documents)`);
console.log(
  `Serve semana from it (npm start or npm run dev; PORT=3000 by default):\n` +
    `  ARC_CONTENT_BASE=${fake.url} ARC_ACCESS_TOKEN=${fake.token} ARC_WEBSITES=semana:${ARC_WEBSITE} npm start\n` +
    `Then open, on the server: / (collections «portada», «ultimas»), /seccion/nacion/, ${story},\n` +
    `  /buscador/?q=agua, /ultimas-noticias/, /sitemap.xml, /rss/nacion.xml`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
