// The identity service's calls for the OpenAPI document (server/accounts/openapi.ts).
import { z } from 'zod';
import {
  loginBody,
  passwordChangeBody,
  profilePatch,
  refreshBody,
  signupBody,
  email,
  password,
} from './identity/validation';
import type { Operation } from './openapi';

const I = '/identity/public';

export const identityOperations: Operation[] = [
  { method: 'get', path: `${I}/v1/config`, summary: 'Identity configuration (recaptcha switches, password policy)' },
  { method: 'post', path: `${I}/v1/signup`, summary: 'Create an account', body: signupBody },
  {
    method: 'post',
    path: `${I}/v1/auth/login`,
    summary:
      'Password or social login (grantType google: an ID token; apple: an ID token or authorization code; facebook: an access token); ?cookie=true also sets cookies',
    body: loginBody,
  },
  {
    method: 'post',
    path: `${I}/v1/auth/token`,
    summary: 'Refresh-token grant (rotates the refresh token)',
    body: refreshBody,
  },
  { method: 'delete', path: `${I}/v1/auth/token`, summary: 'Logout', auth: true },
  {
    method: 'post',
    path: `${I}/v1/auth/magiclink`,
    summary: 'Mail a magic link',
    body: z.object({ email, recaptchaToken: z.string().optional() }),
  },
  { method: 'get', path: `${I}/v1/auth/magiclink/{nonce}`, summary: 'Redeem a magic link' },
  { method: 'get', path: `${I}/v1/profile`, summary: 'Read the profile', auth: true },
  {
    method: 'patch',
    path: `${I}/v1/profile`,
    summary: 'Update the profile (uuid ignored)',
    body: profilePatch,
    auth: true,
  },
  { method: 'put', path: `${I}/v1/password`, summary: 'Change the password', body: passwordChangeBody, auth: true },
  {
    method: 'post',
    path: `${I}/v1/password/reset`,
    summary: 'Mail a reset link (same answer for unknown accounts)',
    body: z.object({ userName: z.string() }),
  },
  {
    method: 'put',
    path: `${I}/v1/password/reset/{nonce}`,
    summary: 'Set a new password with a reset nonce',
    body: z.object({ newPassword: password }),
  },
  {
    method: 'post',
    path: `${I}/v1/email/verify`,
    summary: 'Mail an email-verification link',
    body: z.object({ email }),
  },
  { method: 'get', path: `${I}/v1/email/verify/{nonce}`, summary: 'Verify the email' },
  {
    method: 'delete',
    path: `${I}/v1/user/anonymize`,
    summary: 'Ask to anonymise the account (mails a code)',
    auth: true,
  },
  { method: 'put', path: `${I}/v1/user/anonymize/approve/{nonce}`, summary: 'Approve the anonymisation' },
  {
    method: 'put',
    path: `${I}/v1/user/anonymize/decline/{nonce}`,
    summary: 'Decline it',
    body: z.object({ reason: z.string().optional() }),
  },
  { method: 'get', path: `${I}/v1/user/settings`, summary: 'User settings', auth: true },
  { method: 'get', path: `${I}/v2/identity/segmentation`, summary: 'Reader segment', auth: true },
  {
    method: 'put',
    path: `${I}/v1/avatar`,
    summary: 'Upload the avatar: multipart/form-data, file field `avatar`, JPEG, at most 3 MB (answers the profile)',
    auth: true,
  },
  { method: 'delete', path: `${I}/v1/avatar`, summary: 'Remove the avatar and the profile picture', auth: true },
  { method: 'get', path: `${I}/v1/avatar/{userId}`, summary: 'The avatar image (image/jpeg, cached a day)' },
  { method: 'get', path: `${I}/v1/gdpr`, summary: 'The reader’s data exports: [{ id: 1, ready, ... }]', auth: true },
  {
    method: 'get',
    path: `${I}/v1/gdpr/{id}`,
    summary: 'The reader’s data export (`data`: JSON string of everything stored about them)',
    auth: true,
  },
  {
    method: 'get',
    path: `${I}/v2/oidc/{provider}/initiate`,
    summary:
      'Start OpenID Connect sign-in: 302 to the provider (JSON { url } when sent Content-Type: application/json)',
    query: z.object({ returnTo: z.string().optional() }),
  },
  {
    method: 'get',
    path: `${I}/v2/oidc/signin`,
    summary:
      'Provider callback: checks state, signs in, sets session cookies, 302 to returnTo (JSON tokens to the SDK)',
    query: z.object({ code: z.string(), state: z.string() }),
  },
  { method: 'get', path: `${I}/v2/oidc/provider/login`, summary: 'Configured providers and their initiate URLs' },
  {
    method: 'put',
    path: `${I}/v2/oidc/unlink`,
    summary: 'Remove a provider identity (300044 when it is the last way in)',
    body: z.object({ identifier: z.string() }),
    auth: true,
  },
  {
    method: 'delete',
    path: `${I}/v1/identity/{provider}`,
    summary: 'Remove a social identity (300044 when it is the last way in)',
    auth: true,
  },
  { method: 'get', path: `${I}/v1/apple/authurl`, summary: 'Apple authorization URL (a JSON string)' },
  {
    method: 'post',
    path: `${I}/v1/apple/auth`,
    summary: "Apple's form post (code, state): 303 to APPLE_RETURN_URL with ?code= for the SDK's appleSignOn(code)",
  },
  { method: 'get', path: `${I}/v1/apple/auth`, summary: 'The same with code and state in the query' },
  {
    method: 'post',
    path: `${I}/v1/swg/checkloginexists`,
    summary: 'Subscribe with Google: is an account linked to the Google identity of this ID token?',
    body: z.object({ token: z.string() }),
  },
  {
    method: 'get',
    path: `${I}/v1/swg/accesstoken`,
    summary: 'Subscribe with Google: a 5-minute token naming the reader and session',
    auth: true,
  },
  {
    method: 'get',
    path: `${I}/v1/swg/{token}/relink/{googleIdToken}`,
    summary: 'Subscribe with Google: move the Google identity to the signed-in reader',
    auth: true,
  },
];
