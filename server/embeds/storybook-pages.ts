import { OWN_EMBED_PATHS } from '../../contracts/own-embeds';
import { embedDocument } from './embed-page';
import { sportsAgendaPage } from './sports-agenda-page';
import { assistantPage } from './assistant-page';
import { preCountPage } from './pre-count-page';
import { loadSite } from '../sites';

/**
 * Our own demo embeds (decision 0102) as Semana serves them, printed as JSON `[file, html][]` for .storybook/main.ts to emit into
 * the Storybook build: the sports agenda's and chatbot's stories frame these addresses, which the app serves and a
 * static Storybook otherwise answers with a 404.
 */
const site = loadSite('semana');
const index = (route: string) => `${route.replace(/^\//, '')}index.html`;
const pages: [string, string][] = [
  [index(OWN_EMBED_PATHS.sportsAgenda), embedDocument(site, sportsAgendaPage(Date.now()))],
  [index(OWN_EMBED_PATHS.assistant), embedDocument(site, assistantPage(site.name, {}))],
  [index(OWN_EMBED_PATHS.preCount), embedDocument(site, preCountPage())],
];
process.stdout.write(JSON.stringify(pages));
