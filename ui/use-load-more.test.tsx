// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { hasMorePages, useLoadMore, type ListPage } from './use-load-more';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('hasMorePages: the load-more button shows only while 0 < next < count', () => {
  it.each([
    [12, 40, true],
    [0, 40, false],
    [40, 40, false],
    [undefined, 40, false],
    [41, 40, false],
  ])('next %s, count %s → %s', (next, count, shown) => {
    expect(hasMorePages(next, count)).toBe(shown);
  });
});

describe('useLoadMore', () => {
  const first: ListPage<string> = { items: ['a', 'b'], next: 2, count: 5 };

  it('starts with the first page, its offset and loading false', () => {
    const { result } = renderHook(() => useLoadMore(first, vi.fn()));
    expect(result.current).toMatchObject({ items: ['a', 'b'], next: 2, loading: false, hasMore: true });
  });

  it('sets loading, fetches the next offset once and appends the batch', async () => {
    const batch = deferred<ListPage<string>>();
    const loadPage = vi.fn(() => batch.promise);
    const { result } = renderHook(() => useLoadMore(first, loadPage));

    act(() => void result.current.loadMore());
    expect(result.current.loading).toBe(true);
    act(() => void result.current.loadMore()); // a second click while loading
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith(2);

    await act(async () => batch.resolve({ items: ['c', 'd'], next: 4, count: 5 }));
    expect(result.current).toMatchObject({ items: ['a', 'b', 'c', 'd'], next: 4, loading: false, hasMore: true });
  });

  it('hides the button once the last page has no next', async () => {
    const { result } = renderHook(() => useLoadMore(first, async () => ({ items: ['c', 'd', 'e'], count: 5 })));
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.current.hasMore).toBe(false);
  });

  it('keeps the list and allows another try when a batch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loadPage = vi.fn().mockRejectedValueOnce(new Error('HTTP 500'));
    const { result } = renderHook(() => useLoadMore(first, loadPage));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ items: ['a', 'b'], next: 2, hasMore: true });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
