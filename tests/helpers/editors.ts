import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpReader } from './readers';

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
