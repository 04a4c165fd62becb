/**
 * Spec 2, 8: the identity SDK's token errors, in its words (for the console and callers, never shown to readers).
 * A module of its own, loaded only when a session ends: the reader session is on every page (JS budget).
 */
export const TOKEN_ERRORS = {
  refreshExpired: 'Refresh token is expired',
  noRefreshToken: 'No refresh token found for this session',
  alreadyLoggedOut: 'No access token found, user is already logged out',
} as const;
