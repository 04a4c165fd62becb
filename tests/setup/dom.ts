import { afterAll } from 'vitest';
import { cleanup } from '@testing-library/react';

// One happy-dom document serves every file of a `dom` worker in turn: each file leaves it empty, as a new one.
afterAll(() => {
  cleanup();
  // Focus and the selection would otherwise point into the removed nodes, where user-event types next.
  (document.activeElement as HTMLElement | null)?.blur?.();
  document.getSelection()?.removeAllRanges();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attribute of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(attribute.name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
