// Storybook helpers shared by blocks' stories (stories only: imports storybook/test).
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import { createElement, useLayoutEffect } from 'react';
import type { StoryDocument } from '../contracts/ans';
import { readerStore, type ReaderState } from '../runtime/context';
import { placeholderImages, storyDoc } from './card-fixtures';

/**
 * The public content endpoint answering `content-apir` pages of `pageSize` stories out of `total`;
 * `doc` shapes each story (by its position in the whole list and in the page).
 */
export function contentApirPages(
  pageSize: number,
  total: number,
  doc: (i: number, inPage: number) => Partial<StoryDocument> = (i) => storyDoc(i),
) {
  return http.get('*/api/content/content-apir', ({ request }) => {
    const query = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}') as { feedOffset?: number };
    const offset = query.feedOffset ?? pageSize;
    const items = Array.from({ length: Math.min(pageSize, total - offset) }, (_, i) => doc(offset + i, i));
    const next = offset + pageSize;
    return HttpResponse.json({ content_elements: items, count: total, ...(next < total && { next }), previous: 0 });
  });
}

/** A story whose load-more button is clicked while the next page never arrives: it must read 'Cargando...'. */
export function loadingMoreStory(buttonLabel: string) {
  return {
    parameters: {
      msw: { handlers: [placeholderImages, http.get('*/api/content/content-apir', () => delay('infinite'))] },
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: buttonLabel }));
      await expect(await canvas.findByRole('button', { name: 'Cargando...' })).toBeDisabled();
    },
  };
}

/** Puts a reader in the per-reader store, as the browser does once login is known, and resets it after. */
export function withReader(reader: Partial<ReaderState>): Decorator {
  return function ReaderDecorator(Story) {
    useLayoutEffect(() => {
      readerStore.set(reader);
      return () => readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null });
    }, []);
    return createElement(Story);
  };
}
