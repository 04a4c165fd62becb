// The toolbar's two switches: which site a story is shown for, and who reads it. «De la historia» (the default) keeps
// what the story itself sets, so a story made for Soho or for a subscriber still shows that until a designer picks.
import { useLayoutEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { Globals } from 'storybook/internal/types';
import { readerStore, type ReaderState } from '../runtime/context';
import type { SiteProps } from '../contracts/site-schema';
import { siteFixture } from '../fixtures/site';
import { anonymousReader, signedInReader } from '../fixtures/readers';
import { PAYWALL_ACTIVE_STATUSES } from '../contracts/entitlement';

const FROM_STORY = 'story';
const SITES = ['semana', 'soho', 'elpais', 'mujeres', 'foros-semana', 'semanarural'];

const READERS: Record<string, { title: string; state: ReaderState }> = {
  anonymous: { title: 'Anónimo', state: anonymousReader },
  'signed-in': { title: 'Conectado, sin suscripción', state: signedInReader([]) },
  subscriber: { title: 'Suscriptor', state: signedInReader([PAYWALL_ACTIVE_STATUSES[0]]) },
};

export const globalTypes: Preview['globalTypes'] = {
  site: {
    description: 'El sitio (marca) para el que se muestra la historia: tema, cabecera y ajustes',
    toolbar: {
      title: 'Sitio',
      icon: 'globe',
      dynamicTitle: true,
      items: [
        { value: FROM_STORY, title: 'Sitio de la historia' },
        ...SITES.map((slug) => ({ value: slug, title: siteFixture(slug).name })),
      ],
    },
  },
  reader: {
    description: 'Quién lee: cambia los bloques que dependen del lector (cabecera, muro de pago, suscripción)',
    toolbar: {
      title: 'Lector',
      icon: 'user',
      dynamicTitle: true,
      items: [
        { value: FROM_STORY, title: 'Lector de la historia' },
        ...Object.entries(READERS).map(([value, { title }]) => ({ value, title })),
      ],
    },
  },
};

export const initialGlobals = { site: FROM_STORY, reader: FROM_STORY };

/** The site the toolbar picked, else the story's own (the default site without one). */
export function siteOf(globals: Globals, storySite: SiteProps | undefined): SiteProps {
  const picked = typeof globals.site === 'string' && SITES.includes(globals.site) ? globals.site : undefined;
  return picked ? siteFixture(picked) : (storySite ?? siteFixture());
}

/** The brand colours the server writes into every page's head (server/render/document.ts). */
function themeCss({ theme }: SiteProps): string {
  return `:root{--brand:${theme.primary};--brand-accent:${theme.accent};--header-bg:${theme.headerBackground}}`;
}

/** The site's theme, for every story (blocks without a context too). */
export const withSiteTheme: Decorator = (Story, { args, globals }) => {
  const ctx = typeof args.ctx === 'object' && args.ctx !== null && 'site' in args.ctx ? args.ctx : undefined;
  const site = siteOf(globals, ctx?.site as SiteProps | undefined);
  return (
    <>
      <style>{themeCss(site)}</style>
      <Story />
    </>
  );
};

/** Puts the picked reader in the per-reader store after the story's own (its decorators run first). */
export const withReaderState: Decorator = (Story, { globals }) => {
  const picked = typeof globals.reader === 'string' ? READERS[globals.reader] : undefined;
  return (
    <>
      <Story />
      <ReaderSetter state={picked?.state} />
    </>
  );
};

function ReaderSetter({ state }: { state: ReaderState | undefined }) {
  useLayoutEffect(() => {
    if (state) readerStore.set(state);
  }, [state]);
  return null;
}
