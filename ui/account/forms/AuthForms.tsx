import type { FormKind } from './form-kinds';
import { LoginForm } from './LoginForm';
import { RecoveryForm } from './RecoveryForm';
import { RegisterForm } from './RegisterForm';

interface AuthFormsProps {
  kind: FormKind;
  /** Where a reader goes once signed in or registered. */
  redirect: string;
  onSwitch: (kind: FormKind) => void;
}

/** One of the three account forms, each able to switch to the others: the sign-in page's and the modal's. */
export default function AuthForms({ kind, redirect, onSwitch }: AuthFormsProps) {
  if (kind === 'signin') return <RegisterForm redirect={redirect} onSwitch={onSwitch} />;
  if (kind === 'recovery') return <RecoveryForm onSwitch={onSwitch} />;
  return <LoginForm redirect={redirect} onSwitch={onSwitch} />;
}
