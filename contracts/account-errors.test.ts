import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_TEXTS, accountErrorText, errorTextFor } from './account-errors';

/** Spec 2, 8 word for word (../shared/spec/2-accounts-and-subscriptions.md; a fresh clone has no ../shared). */
const SECTION_8 = `
## 8. Error catalogue

Client-raised: 130001 'Captcha token invalid'; 'Missing or invalid jwt'; a payment call while the same one is pending is rejected with a message that it cannot be called until the previous one completes; requiredField, passwordsDoNotMatch, dobRequired, googleSdkError ('Google SDK failed to load'), googleSignOnError, facebookSdkError, facebookSignOnError, userNotOfAge. Token errors: 'Refresh token is expired', 'No refresh token found for this session', 'No access token found, user is already logged out'. Social-login failure and captcha failure are thrown to the caller. Chunk load failures: ChunkLoadError, CSS_CHUNK_LOAD_FAILED.

Legacy Google messages: 'Error initializing Google Auth2 SDK'; 'This method will only work with the legacy Google Sign In. Discontinue use of this method.'; 'Error loading Google SDK'; 'Google Client ID not found, please add one in settings or explicitly pass one to the initGoogleLogin method.'; 'This method should only be used with legacy Google Sign In. Discontinue use & migrate to new Sign In With Google'.

Server codes mapped to Spanish messages: 0014a, 100011, 300019 'Sesion Expirada'; 100018 'Sesión expirada, por favor ingrese nuevamente.'; 100014 account blocked; 100015 account deactivated; 100023 and 300023 full name in use; 100096, 300009, 300030, 100104, 404 'Correo electrónico no encontrado, por favor ingrese uno nuevo.'; 300022 email registered with another user; 300033 password-change request expired; 300036 password needs 8+ chars with upper, lower, numbers; 300037 password must be reset; 300039 duplicate user; 300040 wrong password; 300059 subscription not cancellable; 300071 phone 10 to 12; 300075 invalid email format; 300080 and 300300 username required; 300081 and 300301 username 5 to 100; 300093 name 1 to 100; 300127 invalid character in name; 300129 invalid character in last name; 300128 and 300130 name length; 300165 address error, check nomenclature; 300166 invalid address; 300167 invalid city; 300168 invalid department; 300169 invalid country; 300170 payment rejected, check data and retry; 30167a invalid response from a payment provider; 300201 too many or disallowed characters. Comma-combined codes map to combined messages.

English-catalogue codes: 110010 invalid username or password; 130001 recaptcha token invalid; 130051 email not verified; 300031 username not available; 300041 email domain blacklisted; 300044 at least one identity must remain; 300050 email already verified; 300073 parent subscription shared with max associates; 3007010, 3007011, 3007012 max 100 contacts, addresses, attributes; 330059 parent subscription no longer active; 330060 already rescued; 330061 and 330062 user not allowed to cancel or rescue; 330201 member already in group; payment and card provider failures 300057, 300085, 300160 to 300164, 300178, 300180, 300181, 330165 to 330167, 330180; cart and order errors 300001 to 300008 and 300012 to 300018; report, price code and campaign code errors 300131 to 300142. Full text of each is not shown. Code 300425 is ignored in the Google flow.

The recovery page shows the mapped message for a code, else the server message. Other logged cases: linking failure ('error linking order'); 'Error initializing SwG' logged as an SDK-prefixed message with the promise rejected; deferred account creation error logged and the entitlement denied; failed subscription load sets false. Newsletter failure banner: 'Lo sentimos, tu suscripción al Newsletter no fue posible, vuelve a intentarlo.' Specific server codes for sales calls beyond the above are not shown.
`;

/** Every code §8 names: numbers (ranges spelt out), the lettered ones and the client's names, quoted texts left out. */
function codesOf(section: string): string[] {
  const unquoted = section.replace(/'[^']*'/g, ' ');
  const ranges = [...unquoted.matchAll(/\b(\d{6}) to (\d{6})\b/g)].flatMap(([, from, to]) =>
    Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => String(Number(from) + i)),
  );
  const named = unquoted.match(
    /\b\d{6,7}\b|\b\d{4,5}[a-z]\b|\b404\b|\b[a-z]+(?:[A-Z][a-z]+)+\b|\b[A-Z][a-z]+(?:[A-Z][a-z]+)+Error\b|\b[A-Z]+(?:_[A-Z]+)+\b/g,
  );
  return [...new Set([...ranges, ...(named ?? [])])];
}

describe('error catalogue (spec 2, 8)', () => {
  const codes = codesOf(SECTION_8);

  it('finds the codes of the section, ranges included', () => {
    expect(codes).toEqual(
      expect.arrayContaining([
        '0014a',
        '30167a',
        '404',
        '3007012',
        '300162',
        '300137',
        'userNotOfAge',
        'ChunkLoadError',
        'CSS_CHUNK_LOAD_FAILED',
      ]),
    );
    expect(codes.length).toBeGreaterThan(100);
  });

  it('maps every code of the section to a Spanish text', () => {
    const missing = codes.filter((code) => !accountErrorText(code));
    expect(missing).toEqual([]);
  });

  it.each(codes)('%s has its text', (code) => {
    expect(accountErrorText(code)).toMatch(/\S/);
    expect(ACCOUNT_ERROR_TEXTS[code]).toBe(accountErrorText(code));
  });

  it('uses the texts the spec words', () => {
    for (const code of ['0014a', '100011', '300019']) expect(accountErrorText(code)).toBe('Sesion Expirada');
    expect(accountErrorText('100018')).toBe('Sesión expirada, por favor ingrese nuevamente.');
    for (const code of ['100096', '300009', '300030', '100104', '404'])
      expect(accountErrorText(code)).toBe('Correo electrónico no encontrado, por favor ingrese uno nuevo.');
    expect(accountErrorText('requiredField')).toBe('El campo es obligatorio');
    expect(accountErrorText('passwordsDoNotMatch')).toBe('Tus contraseñas no coinciden');
  });

  it('gives pairs the spec groups one text and the address codes four different ones', () => {
    expect(accountErrorText('100023')).toBe(accountErrorText('300023'));
    expect(accountErrorText('300080')).toBe(accountErrorText('300300'));
    expect(accountErrorText('300081')).toBe(accountErrorText('300301'));
    const address = ['300165', '300166', '300167', '300168'].map(accountErrorText);
    expect(new Set(address).size).toBe(4);
    expect(accountErrorText('100014')).not.toBe(accountErrorText('100015'));
  });

  it('tells a used magic link, share code or deletion code from an expired password change', () => {
    const reset = accountErrorText('300033');
    expect(reset).toBe('La solicitud de cambio de contraseña ha expirado.');
    for (const code of ['MAGIC_LINK_EXPIRED', 'SHARE_CODE_USED', 'DELETION_CODE_EXPIRED', 'VERIFICATION_LINK_EXPIRED'])
      expect(accountErrorText(code)).toEqual(expect.not.stringContaining('contraseña'));
  });

  it('combines comma-joined codes, and knows nothing of unknown ones', () => {
    expect(errorTextFor('300127,300129')).toBe(
      'El nombre contiene un carácter no válido. El apellido contiene un carácter no válido.',
    );
    expect(errorTextFor('300127,999999')).toBeUndefined();
    expect(errorTextFor('999999')).toBeUndefined();
    expect(errorTextFor('toString')).toBeUndefined();
  });
});
