import { rootDir } from '../config';
import { ensureClientBuild } from './client';
import { ensureServerBundle } from './server-bundle';
import { hashInputs } from './stamp';

// `npm run build` (and so `npm start`): the client bundle and the compiled server, each only when its sources changed
// since it was last built (a content hash of them, server/build/stamp.ts).
const hash = hashInputs(rootDir);
const say = (what: string, built: boolean) => console.log(`${what}: ${built ? 'built' : 'up to date'}`);
say('client build (dist/client)', await ensureClientBuild(hash));
say('server bundle (dist/server)', await ensureServerBundle(hash));
