import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpReader } from './readers';
import type { TestServer } from './test-server';
import { call } from '../accounts/storage';
import { newReader } from '../accounts/readers';
import type { AccountsControls } from '../../server/accounts/router';

type Person = { email: string; password: string; firstName: string };

/** An account with `roles` (by default `publisher`: it also publishes) on `sites`, granted with the admin token. */
export async function signUpEditor(
  baseUrl: string,
  adminToken: string,
  person: Person,
  sites: string[],
  roles: string[] = ['publisher'],
) {
  await signUpReader(baseUrl, person);
  const res = await fetch(`${baseUrl}/api/admin/users/${encodeURIComponent(person.email)}/roles`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ roles, sites, allowUnverified: true }),
  });
  if (res.status !== 200) throw new Error(`granting ${person.email} answered ${res.status}`);
}

/** Signs `page`'s context in as `person` by the identity API's cookie login. */
export async function signInPage(page: Page, baseUrl: string, person: Person): Promise<void> {
  const login = await page.context().request.post(`${baseUrl}/identity/public/v1/auth/login?cookie=true`, {
    data: { userName: person.email, credentials: person.password, grantType: 'password' },
  });
  expect(login.status()).toBe(200);
}

/** A new reader (signed up and logged in, with a token) granted `roles` on `sites` (all sites when absent). */
export async function grantedReader(server: TestServer, adminToken: string, roles: string[], sites?: string[]) {
  const person = await newReader({ ...server, controls: server.app.locals.accounts as AccountsControls });
  const granted = await call(server, 'PUT', `/api/admin/users/${encodeURIComponent(person.email)}/roles`, {
    token: adminToken,
    body: { roles, ...(sites ? { sites } : {}), allowUnverified: true },
  });
  expect(granted.status).toBe(200);
  return person;
}
