import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RenderContextProvider, readerStateOf, readerStore } from '../context';
import type { RenderContext } from '../types';
import { loadChunk } from './chunk-load';
import { HydratingIsland } from '../server-html';
import { IslandBoundary } from './island-boundary';

declare global {
  interface Window {
    /** Buttons tapped before the entry ran, held by the page's loader (PAGE_SCRIPT_LOADER). */
    newsEarlyClicks?: { clicks: HTMLElement[]; stop(): void };
  }
}

type IslandModule = { default: ComponentType<{ config: unknown; data: unknown; ctx: RenderContext }> };
// One chunk per interactive block, imported only when a page has that island.
const modules = import.meta.glob<IslandModule>('../../blocks/*/island.ts');

function loaderFor(name: string): (() => Promise<IslandModule>) | undefined {
  return modules[`../../blocks/${name}/island.ts`];
}

function readJson<T>(el: Element | null): T | null {
  return el?.textContent ? (JSON.parse(el.textContent) as T) : null;
}

const ctx = readJson<RenderContext>(document.getElementById('__ctx'));

/** The reader the server rendered this page for (decision 0025); none on the public page. */
export const pageReader = ctx?.reader;

/** Calls `onCommit` once React has committed the island (a transition's hydration commits well after it starts). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }): ReactNode {
  useEffect(onCommit, [onCommit]);
  return children;
}

async function hydrate(island: HTMLElement): Promise<void> {
  const name = island.dataset.block ?? '';
  const root = island.querySelector<HTMLElement>(':scope > [data-island-root]');
  const props = readJson<{ config: unknown; data: unknown }>(island.querySelector(':scope > script'));
  const load = loaderFor(name);
  if (!root || !props || !load || !ctx) {
    island.dataset.islandStatus = 'failed';
    console.warn(`island ${name}: missing code or props`);
    return;
  }
  try {
    const { default: Component } = await loadChunk(name, load);
    island.dataset.islandStatus = 'imported';
    const failed = (err: unknown) => {
      island.dataset.islandStatus = 'failed';
      console.warn(`island ${name} failed; its markup stays`, err);
    };
    const tree = createElement(
      IslandBoundary,
      { container: root, onError: failed },
      createElement(
        RenderContextProvider,
        { value: ctx },
        createElement(HydratingIsland.Provider, { value: true }, createElement(Component, { ...props, ctx })),
      ),
    );
    // In a transition React hydrates in slices of a few milliseconds and lets the browser paint and answer input
    // between them, instead of one long task per island (decision 0064). A click on an island still hydrating
    // makes React finish it at once and replay the click.
    await new Promise<void>((onCommit) =>
      startTransition(() => {
        hydrateRoot(root, createElement(Committed, { onCommit, children: tree }), {
          // A failing island keeps its server HTML (spec 1, 8); we only log.
          onRecoverableError: (err) => console.warn(`island ${name}:`, err),
          // IslandBoundary keeps the markup and logs (failed); React's own console.error would say it twice.
          onCaughtError: () => {},
        });
      }),
    );
    // A component that threw while hydrating has marked its island failed (IslandBoundary).
    if (island.dataset.islandStatus !== 'failed') island.dataset.islandStatus = 'hydrated';
  } catch (err) {
    island.dataset.islandStatus = 'failed';
    // The server HTML stays; the error's name (ChunkLoadError, CSS_CHUNK_LOAD_FAILED) says which file failed.
    console.warn(`island ${name} failed to load`, err);
  }
}

/** The island's first rendered element with a box (not a hoisted <link>, <style> or <script>). */
function firstBox(island: HTMLElement): Element {
  const children = island.querySelector('[data-island-root]')?.children ?? [];
  return [...children].find((el) => !['LINK', 'STYLE', 'SCRIPT', 'META'].includes(el.tagName)) ?? island;
}

/** Runs `work` when the browser is idle (at the latest after `timeout` ms), never before the page's first work. */
export function whenIdle(work: () => void, timeout = 2000): void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  idle(work, { timeout });
}

/**
 * Taps on an island's buttons before React owns its markup (its chunk still on the way) would do nothing: the last
 * one is held and replayed once the island has hydrated. From `hydrateRoot` on, React replays them itself.
 */
function holdClicks(island: HTMLElement, early: HTMLElement | undefined): () => void {
  let held = early;
  const hold = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (!button || island.dataset.islandStatus !== 'found') return;
    event.preventDefault();
    held = button;
  };
  island.addEventListener('click', hold, { capture: true });
  return () => {
    island.removeEventListener('click', hold, { capture: true });
    if (held?.isConnected && island.dataset.islandStatus === 'hydrated') held.click();
    held = undefined;
  };
}

/**
 * An island that waits for a click: the first click starts its chunk, and every click until React owns the markup
 * (a second share link, a double tap) is held and replayed in order once it has hydrated, not lost to the bare
 * link's default action. From `hydrateRoot` on ('imported'), React replays clicks itself.
 */
function onFirstClick(island: HTMLElement): void {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const target = event.target as HTMLElement;
    const status = island.dataset.islandStatus;
    if (status === 'imported' || status === 'hydrated') return;
    // Links of an island that needs no code for them navigate at once; it waits for a click that needs it.
    if (!held.length && island.hasAttribute('data-plain-links') && target.closest('a[href]')) return;
    event.preventDefault();
    if (held.at(-1) !== target) held.push(target);
    if (held.length > 1) return;
    void hydrate(island).then(() => {
      // A failed island replays too: its links' own default action then runs.
      island.removeEventListener('click', hold, { capture: true });
      for (const click of held.splice(0)) if (click.isConnected) click.click();
    });
  };
  island.addEventListener('click', hold, { capture: true });
}

/** `early`: the buttons tapped before this script ran, which the page's loader held (server/render/document.ts). */
function schedule(island: HTMLElement, early: HTMLElement[]): void {
  const when = island.dataset.hydrate;
  const earlyClick = early.filter((button) => island.contains(button)).at(-1);
  if (when === 'interaction') {
    if (earlyClick) void hydrate(island).then(() => earlyClick.click());
    else onFirstClick(island);
    return;
  }
  const replay = holdClicks(island, earlyClick);
  const start = () => void hydrate(island).then(replay);
  if (when === 'load') return start();
  if (when === 'idle') return whenIdle(start);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    },
    { rootMargin: '300px' },
  );
  // The island and its root are `display: contents` (no box of their own): watch the rendered element.
  observer.observe(firstBox(island));
}

/** Schedules every island on the page for hydration, each by its own `data-hydrate` mode. */
export function hydrateIslands(): void {
  // Islands hydrate with the reader the server rendered: no flash back to the anonymous header.
  if (ctx?.reader) readerStore.set(readerStateOf(ctx.reader));
  const early = window.newsEarlyClicks;
  early?.stop();
  document.querySelectorAll<HTMLElement>('news-island').forEach((island) => schedule(island, early?.clicks ?? []));
}
