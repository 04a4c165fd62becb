/** Spec 2, 2: the form kinds are login, signin (account creation) and recovery. */
export type FormKind = 'login' | 'signin' | 'recovery';
export const FORM_KINDS: readonly FormKind[] = ['login', 'signin', 'recovery'];
