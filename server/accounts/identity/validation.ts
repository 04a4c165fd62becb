import { z } from 'zod';
import { birthDateProblem } from '../../../contracts/birth-date';
import { isCountryCode } from '../../../contracts/iso-3166-1';
import { specError } from '../errors';

/** Spec 2, 5: local part, @, a domain with a suffix of 2+ letters or a bracketed IPv4. */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

// Letters of any language, spaces, apostrophes, hyphens and dots: what Colombian names use.
const NAME_PATTERN = /^[\p{L}\p{M}' .-]+$/u;

export const email = z
  .string({ error: '300075' })
  .trim()
  .min(1, '300075')
  .max(100, '300075')
  .regex(EMAIL_PATTERN, '300075');

/** 300041 unless the address's domain is off the blocked list (compared without case). */
export function refuseBlockedDomain(address: string, blocked: readonly string[], fail: () => Error): void {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  if (blocked.includes(domain)) throw fail();
}

/** 8+ characters with upper case, lower case and digits (300036); capped so hashing stays cheap. */
export const password = z
  .string({ error: '300036' })
  .min(8, '300036')
  .max(128, '300036')
  .regex(/[a-z]/, '300036')
  .regex(/[A-Z]/, '300036')
  .regex(/[0-9]/, '300036');

export const userName = z.string({ error: '300080' }).trim().min(1, '300080').min(5, '300081').max(100, '300081');

const bounded = (min: number, max: number, code = '300201') => z.string().min(min, code).max(max, code);

export const address = z.object({
  line1: bounded(1, 256, '300165'),
  line2: bounded(1, 256, '300165').optional(),
  locality: bounded(1, 100, '300167'),
  region: bounded(1, 100, '300168').optional(),
  postal: bounded(1, 100, '300201').optional(),
  // ISO 3166-1 alpha-2, in any case ('co' is Colombia): a code that names no country is 300169.
  country: z.string().trim().toUpperCase().length(2, '300169').refine(isCountryCode, '300169'),
  type: z.string().max(30).optional(),
});

/** Profile fields a reader may send (sign-up and PATCH); `uuid` is accepted and ignored. */
export const profileFields = z.object({
  firstName: bounded(1, 100, '300093').regex(NAME_PATTERN, '300127'),
  lastName: bounded(1, 100, '300128').regex(NAME_PATTERN, '300129'),
  secondLastName: bounded(1, 50, '300130').regex(NAME_PATTERN, '300129'),
  displayName: bounded(1, 100, '300093'),
  gender: z.string().max(30, '300201'),
  email,
  picture: bounded(1, 255),
  legacyId: bounded(1, 50),
  birthYear: z.string().regex(/^\d{4}$/, '300201'),
  birthMonth: z.string().regex(/^\d{1,2}$/, '300201'),
  birthDay: z.string().regex(/^\d{1,2}$/, '300201'),
  contacts: z
    .array(
      z.object({ phone: z.string().regex(/^\+?\d{10,12}$/, '300071'), type: z.string().max(30).default('PRIMARY') }),
    )
    .max(100, '3007010'),
  addresses: z.array(address).max(100, '3007011'),
  attributes: z
    .array(z.object({ name: bounded(1, 30), value: bounded(1, 1000), type: z.string().max(30).default('String') }))
    .max(100, '3007012'),
});

export const profilePatch = profileFields.partial().extend({ uuid: z.unknown().optional() });

export const signupBody = z.object({
  identity: z.object({ userName, credentials: password, grantType: z.literal('password').optional() }),
  profile: profileFields.partial().extend({ uuid: z.unknown().optional() }).default({}),
  recaptchaToken: z.string().max(4000).optional(),
});

export const loginBody = z.object({
  userName: z.string().max(200).default(''),
  credentials: z.string({ error: '300040' }).max(4000),
  grantType: z.string().default('password'),
  rememberMe: z.boolean().optional(),
  recaptchaToken: z.string().max(4000).optional(),
});

export const refreshBody = z.object({
  token: z.string().max(4000).optional(),
  grantType: z.literal('refresh-token').default('refresh-token'),
});

export const passwordChangeBody = z.object({ oldPassword: z.string().max(4000), newPassword: password });

type BirthFields = { birthYear?: string; birthMonth?: string; birthDay?: string };

/**
 * Spec 2, 5 and 9: a date of birth, once given, is a real date and says 14 or older (`dobRequired`, `userNotOfAge`).
 * `profile` is what the account will hold, so a change of one part is checked with the others.
 */
export function checkBirthDate(profile: BirthFields, now: Date): void {
  const { birthYear, birthMonth, birthDay } = profile;
  if (birthYear === undefined && birthMonth === undefined && birthDay === undefined) return;
  const birth =
    birthYear && birthMonth && birthDay
      ? { year: Number(birthYear), month: Number(birthMonth), day: Number(birthDay) }
      : null;
  const problem = birthDateProblem(birth, now);
  if (problem) throw specError(400, problem);
}
