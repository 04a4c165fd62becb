/** The site's identity switches and client ids (GET /identity/public/v1/config), as the service answers them. */
export type IdentityConfig = Record<string, unknown>;

let config: Promise<IdentityConfig | undefined> | undefined;

/** Asked once per page; undefined when unknown, and then the next caller asks again. */
export function identityConfig(): Promise<IdentityConfig | undefined> {
  config ??= fetch('/identity/public/v1/config', { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<IdentityConfig>) : undefined))
    .catch(() => undefined)
    .then((c) => {
      if (!c) config = undefined;
      return c;
    });
  return config;
}

/** A text setting, '' when absent. */
export const textSetting = (c: IdentityConfig | undefined, key: string): string =>
  typeof c?.[key] === 'string' ? c[key] : '';

/** Tests only: forget the answer, as a new page would. */
export function resetIdentityConfig(): void {
  config = undefined;
}
