import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { originAllowed } from '../../server/accounts/http';
import { loadSites } from '../../server/sites';
import { readAccountsSettings } from '../../server/accounts/settings';
import type { AccountsContext } from '../../server/accounts/context';
import type { Db } from '../../server/db/client';

const context = (production: boolean): AccountsContext => ({
  db: {} as Db,
  log: pino({ level: 'silent' }),
  production,
  settings: readAccountsSettings(production, { JWT_SECRET: 'x'.repeat(32) }),
  now: () => new Date(),
});

describe('allowed origins', () => {
  it("in production: only the six sites' https hosts", () => {
    const ctx = context(true);
    const sites = [...loadSites().values()];
    expect(sites).toHaveLength(6);
    for (const site of sites) expect(originAllowed(ctx, `https://${site.hosts[0]}`)).toBe(true);
    expect(originAllowed(ctx, 'https://www.semana.com')).toBe(true);
    expect(originAllowed(ctx, 'http://localhost:3000')).toBe(false);
    expect(originAllowed(ctx, 'http://www.semana.com')).toBe(false);
    expect(originAllowed(ctx, 'https://www.semana.com.evil.example')).toBe(false);
    expect(originAllowed(ctx, 'null')).toBe(false);
  });

  it('outside production: localhost on any port as well', () => {
    expect(originAllowed(context(false), 'http://localhost:5173')).toBe(true);
    expect(originAllowed(context(false), 'http://semana.localhost:3000')).toBe(true);
    expect(originAllowed(context(false), 'https://evil.example')).toBe(false);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => readAccountsSettings(true, {})).toThrow(/JWT_SECRET/);
    expect(() => readAccountsSettings(true, { JWT_SECRET: 'short' })).toThrow(/32/);
  });
});
