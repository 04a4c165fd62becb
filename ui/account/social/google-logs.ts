/**
 * Spec 1, 8: the console logs of a Google sign-in that failed to start, word for word (S1-214 to S1-216). The reader
 * reads the error catalogue's Spanish text instead; these are for whoever looks at the console.
 */
export const GOOGLE_LOGIN_INIT_LOG = 'Error while initializing Google login:';
export const GOOGLE_SDK_INIT_LOG = 'Error while initializing Google sdk:';
export const GOOGLE_AUTH_INSTANCE_LOG = 'Error getting Google Auth instance.';
