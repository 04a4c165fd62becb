import { ACCOUNT_ERROR_TEXTS } from '../../../contracts/account-errors';

/** Spec 2, 5 and 9: the recovery page takes 8 to 12 characters (the service then asks for its own rule, 300036). */
export const RECOVERY_MIN = 8;
export const RECOVERY_MAX = 12;

export const RECOVERY_MESSAGES = {
  required: ACCOUNT_ERROR_TEXTS.requiredField,
  length: 'La contraseña debe tener entre 8 y 12 caracteres',
  mismatch: ACCOUNT_ERROR_TEXTS.passwordsDoNotMatch,
} as const;

export interface RecoveryProblems {
  password?: string;
  confirm?: string;
}

/** What is wrong with the two fields of the recovery page, field by field (spec 2, 5); empty when it can be sent. */
export function recoveryProblems(password: string, confirm: string): RecoveryProblems {
  const problems: RecoveryProblems = {};
  if (!password) problems.password = RECOVERY_MESSAGES.required;
  else if (password.length < RECOVERY_MIN || password.length > RECOVERY_MAX)
    problems.password = RECOVERY_MESSAGES.length;
  if (!confirm) problems.confirm = RECOVERY_MESSAGES.required;
  else if (password && confirm !== password) problems.confirm = RECOVERY_MESSAGES.mismatch;
  return problems;
}
