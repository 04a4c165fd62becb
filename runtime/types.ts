import type { ComponentType, ReactNode } from 'react';
import type { SiteProps } from '../contracts/site-schema';

/** What every render and fetch may know about the request. Serialisable, so islands get the same. */
export interface RenderContext {
  site: SiteProps;
  /** Request time in epoch ms: render is a pure function of it, so server and browser agree. */
  now: number;
  path: string;
  /** Route parameters of the page config that matched (e.g. `section`). */
  params: Record<string, string>;
  /** Absolute origin for canonical URLs and structured data: the site's own host in production. */
  origin?: string;
  /** Editor preview shows placeholders (ads) instead of live third-party content. */
  preview?: boolean;
  /** APP_ENV=production (decision 0003; NODE_ENV only picks builds), set by server/pages/handler.ts. */
  production?: boolean;
  /** The build environment (APP_ENV; unset: 'localhost'): the paywall script's sandbox or production (decision 0057). */
  environment?: string;
  /**
   * The reader the server recognised by the page-session cookie (decision 0025): that page is private and never
   * cached. Absent on the public page, which is the same for everyone and learns its reader in the browser.
   */
  reader?: PageReaderState;
  /**
   * The story whose address this page is (story templates): the blocks that render only from it, their config and the
   * site reuse their HTML by it (`perStory`, runtime/html-cache-keys.ts).
   */
  contentId?: string;
}

/** Who reads, as the header and the paywall need it on first paint. */
export interface PageReaderState {
  firstName?: string;
  /** The reader's subscriptions of this site that count as active (spec 2, 4: 1, 3, 4, 5), ascending. */
  subscriptionStatuses: number[];
}

export interface PageNodeBlock {
  /** Unique within the page (runtime/node-ids.ts): the editor's handle on the node. Readers'
   * pages never show it; an editor's preview marks the node's HTML with it (runtime/node-marks.ts). */
  id?: string;
  block: string;
  version?: number;
  config: Record<string, unknown>;
}

export interface PageNodeContainer {
  id?: string;
  container: string;
  config?: Record<string, unknown>;
  children: Record<string, PageNode[]>;
}

export type PageNode = PageNodeBlock | PageNodeContainer;

export interface PageConfig {
  $schema?: string;
  id: string;
  route: string;
  layout: string;
  meta?: PageMeta;
  areas: Record<string, PageNode[]>;
}

export interface PageMeta {
  title?: string;
  description?: string;
  /** The social card's picture (`/images/{id}/{size}.jpg`), when no block of the page gives one (issue 26, item 6). */
  image?: string;
  /** Search engines leave the page out of their index. */
  noindex?: boolean;
  /** The page's canonical address: a path of the site or an https URL on one of its hosts. */
  canonical?: string;
  headerMode?: 'Normal' | 'Oscuro' | 'Transparente';
  /** Classes the layout's root element gets (a story template's look, e.g. `app--video app--dark`). */
  bodyClass?: string;
  /** Options of the layout's header and footer blocks (contracts/layout-chrome.ts), merged into their config. */
  header?: Record<string, unknown>;
  footer?: Record<string, unknown>;
}

export function isContainer(node: PageNode): node is PageNodeContainer {
  return 'container' in node;
}

/** What a layout receives: the page's rendered areas. The layouts live in layouts/; the server passes one in. */
export interface LayoutProps {
  areas: Record<string, ReactNode>;
  className?: string;
  headerMode?: string;
}

export type LayoutComponent = ComponentType<LayoutProps>;
