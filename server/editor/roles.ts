import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { accountUsers } from '../db/schema-accounts';
import { editorAudit, editorRoles } from './schema';
import { SHARED } from './page-rows';

/**
 * `editor` saves drafts and asks for publication; `publisher` also publishes, schedules, unpublishes and rolls back
 * (issue 26, item 3); `admin` does everything, on every site it is granted, and deletes.
 */
export const ROLES = ['editor', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a user may do: `sites` undefined means every site. */
export interface Grant {
  roles: Role[];
  sites?: string[];
}

export const rolesBody = z.object({
  roles: z.array(z.enum(ROLES)).max(3),
  sites: z
    .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
    .max(20)
    .optional(),
  allowUnverified: z.boolean().optional(),
});

export async function grantOf(db: Db, userId: string): Promise<Grant | undefined> {
  const [row] = await db.select().from(editorRoles).where(eq(editorRoles.userId, userId));
  if (!row || !row.roles.length) return undefined;
  return { roles: row.roles as Role[], sites: row.sites ?? undefined };
}

export const isAdmin = (grant: Grant | undefined) => Boolean(grant?.roles.includes('admin'));

const inScope = (grant: Grant, site: string) => !grant.sites || (site !== SHARED && grant.sites.includes(site));

/** Editors and publishers of the site (or of all sites) and admins; the shared pseudo-site is for those of all sites. */
export function mayEdit(grant: Grant | undefined, site: string): boolean {
  if (!grant) return false;
  if (isAdmin(grant)) return true;
  if (!grant.roles.includes('editor') && !grant.roles.includes('publisher')) return false;
  return inScope(grant, site);
}

/** Publishers of the site (or of all sites) and admins: publish, schedule, unpublish, roll back. */
export function mayPublish(grant: Grant | undefined, site: string): boolean {
  if (!grant) return false;
  if (isAdmin(grant)) return true;
  return grant.roles.includes('publisher') && inScope(grant, site);
}

export async function audit(
  db: Db,
  entry: { who: string; action: string; site?: string; target?: string; version?: number; detail?: object },
): Promise<void> {
  await db.insert(editorAudit).values({ ...entry, detail: entry.detail as Record<string, unknown> | undefined });
}

export type SetRolesResult =
  { ok: true; email: string; roles: Role[]; sites: string[] | null } | { ok: false; reason: 'unknown' | 'unverified' };

/**
 * Grants roles to the account of an address (an empty list takes them away). An address that was never verified
 * is refused unless the caller says so: anyone can sign up with an editor's address before the editor does.
 */
export async function setRoles(
  db: Db,
  email: string,
  body: z.infer<typeof rolesBody>,
  who: string,
): Promise<SetRolesResult> {
  const [user] = await db
    .select({ id: accountUsers.id, email: accountUsers.email, verified: accountUsers.emailVerified })
    .from(accountUsers)
    .where(sql`lower(${accountUsers.email}) = lower(${email})`);
  if (!user) return { ok: false, reason: 'unknown' };
  if (!user.verified && body.allowUnverified !== true) return { ok: false, reason: 'unverified' };
  const roles = [...new Set(body.roles)];
  const sites = body.sites ? [...new Set(body.sites)] : null;
  await db
    .insert(editorRoles)
    .values({ userId: user.id, roles, sites })
    .onConflictDoUpdate({ target: editorRoles.userId, set: { roles, sites, updatedAt: sql`now()` } });
  await audit(db, { who, action: 'roles', target: user.email, detail: { roles, sites, verified: user.verified } });
  return { ok: true, email: user.email, roles, sites };
}
