import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_TEXTS, errorTextFor } from '../../../contracts/account-errors';
import { birthDateProblem, parseIsoDate } from '../../../contracts/birth-date';
import { recoveryProblems } from './recovery-rules';

/**
 * Spec 2, 5: the client's own messages, by their codes. The reader reads them in Spanish, not in the spec's English
 * (decision 0098); the register form and the recovery page show them (RegisterForm.test.tsx, ResetForm.test.tsx).
 */
const TODAY = new Date('2026-11-22T17:00:00Z');
const dobProblem = (value: string) => birthDateProblem(parseIsoDate(value), TODAY);

describe('client messages (spec 2, 5; decision 0098)', () => {
  it("S2-139: an empty required field says requiredField, in Spanish 'El campo es obligatorio'", () => {
    expect(recoveryProblems('', '')).toEqual({
      password: 'El campo es obligatorio',
      confirm: 'El campo es obligatorio',
    });
    expect(errorTextFor('requiredField')).toBe('El campo es obligatorio');
  });

  it("S2-140: two passwords that differ say passwordsDoNotMatch, in Spanish 'Tus contraseñas no coinciden'", () => {
    expect(recoveryProblems('Abc12345', 'Abc12346').confirm).toBe('Tus contraseñas no coinciden');
    expect(ACCOUNT_ERROR_TEXTS.passwordsDoNotMatch).toBe('Tus contraseñas no coinciden');
  });

  it("S2-141: an empty date of birth says dobRequired, in Spanish 'Por favor ingresa tu fecha de nacimiento'", () => {
    expect(dobProblem('')).toBe('dobRequired');
    expect(ACCOUNT_ERROR_TEXTS.dobRequired).toBe('Por favor ingresa tu fecha de nacimiento');
  });

  it("S2-142: under 14 says userNotOfAge, in Spanish 'Debes tener al menos 14 años'; 14 today is old enough", () => {
    expect(dobProblem('2013-11-23')).toBe('userNotOfAge');
    expect(ACCOUNT_ERROR_TEXTS.userNotOfAge).toBe('Debes tener al menos 14 años');
    expect(dobProblem('2000-01-01')).toBeNull();
    // Ambiguous in the spec ("over 14" vs "minimum age 14"): section 9's minimum age decides (decision 0098).
    expect(dobProblem('2012-11-22')).toBeNull();
    expect(dobProblem('2012-11-23')).toBe('userNotOfAge');
  });
});
