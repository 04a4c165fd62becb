// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readerStore } from '../../runtime/context';
import { NO_SUBSCRIBERS_CLASS, PENDING_CLASS, accessClass, trackArticleAccess } from './article-access';

afterEach(() => {
  document.body.innerHTML = '';
  readerStore.set({ loggedIn: null, subscriptionStatuses: null });
});

const body = () => document.querySelector('.article-body')!;

describe('article access classes (spec 1, 4; S1-159, S1-160)', () => {
  it('the public page renders the article pending; a page rendered for its reader knows her', () => {
    expect(accessClass(undefined)).toBe(PENDING_CLASS);
    expect(accessClass({ firstName: 'Ana', subscriptionStatuses: [] })).toBe(NO_SUBSCRIBERS_CLASS);
    expect(accessClass({ firstName: 'Ana', subscriptionStatuses: [5] })).toBe(NO_SUBSCRIBERS_CLASS);
    expect(accessClass({ firstName: 'Ana', subscriptionStatuses: [1] })).toBeUndefined();
  });

  it('drops the pending class once the subscription is known, and marks a reader without one', () => {
    document.body.innerHTML = `<div class="article-body ${PENDING_CLASS}"></div>`;
    const stop = trackArticleAccess();
    readerStore.set({ loggedIn: true });
    expect(body().classList.contains(PENDING_CLASS)).toBe(true);
    readerStore.set({ subscriptionStatuses: [3] });
    expect(body().className).toBe('article-body');
    readerStore.set({ loggedIn: false, subscriptionStatuses: null });
    expect(body().classList.contains(NO_SUBSCRIBERS_CLASS)).toBe(true);
    stop();
  });
});
