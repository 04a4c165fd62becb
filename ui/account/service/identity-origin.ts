import { NON_PRODUCTION_ENVIRONMENTS } from '../../../contracts/paywall';

/** Where the identity library sends its calls in each environment; '' is the page's own origin. */
export type IdentityOrigins = { sandbox?: string; production?: string };

/**
 * Spec 2, 7: the identity library's origin is production or sandbox by environment, with the paywall's rule (spec 2,
 * 9): dev, sandbox and localhost use the sandbox; any other environment production. Without a configured origin the
 * calls stay on the site's own host, which serves the identity service itself.
 */
export function identityOrigin(environment: string, origins: IdentityOrigins = {}): string {
  const sandbox = (NON_PRODUCTION_ENVIRONMENTS as readonly string[]).includes(environment);
  return (sandbox ? origins.sandbox : origins.production) ?? '';
}
