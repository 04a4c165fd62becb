/** What the server writes into the editor's shell (server/editor-ui.ts) for the app to start with. */
export interface Boot {
  /** The site of the host (or `?_website=`), chosen first. */
  site: string;
  /** `timezone`: the site's (issue 26): schedules are picked and shown in it. */
  sites: { slug: string; name: string; timezone?: string }[];
  /** The site's sign-in page, back to the editor after (ui/account/links.ts, by the server: no reader module here). */
  signInUrl: string;
  /** Storybook's address, for the palette's links to each block's stories; none hides them. */
  storybookUrl?: string;
}

export const BOOT_ELEMENT_ID = 'editor-boot';

/** The editor build's manifest in dist/client (editor/vite.config.ts), read by the server (server/render/assets.ts). */
export const EDITOR_MANIFEST = '.vite/editor-manifest.json';
