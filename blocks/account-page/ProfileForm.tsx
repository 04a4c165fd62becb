import { useEffect, useState, type FormEvent } from 'react';
import { Field, FormStatus } from '../../ui/account/forms/Field';
import { accountCall, useSubmit } from '../../ui/account/forms/submit';
import { loadReader } from '../../ui/account/reader-session';

interface Profile {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** 'Mi perfil': the reader's names and email, names editable (spec 2, 7: PATCH /v1/profile). */
export function ProfileForm() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const { state, run } = useSubmit();
  useEffect(() => {
    void accountCall<Profile>('/identity/public/v1/profile', undefined, 'GET').then(setProfile, () => setProfile({}));
  }, []);
  if (!profile) return <p>Cargando...</p>;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    void run(async () => {
      setProfile(
        await accountCall<Profile>(
          '/identity/public/v1/profile',
          { firstName: text('firstName'), lastName: text('lastName') },
          'PATCH',
        ),
      );
      // The header shows the first name.
      await loadReader();
    });
  };
  return (
    <form className="sign-in__form" onSubmit={onSubmit} aria-labelledby="account-title">
      <h1 className="sign-in__title" id="account-title">
        Mi perfil
      </h1>
      <p className="sign-in__hint">Correo electrónico: {profile.email}</p>
      <Field label="Nombre" name="firstName" defaultValue={profile.firstName} required maxLength={100} />
      <Field label="Apellido" name="lastName" defaultValue={profile.lastName} required maxLength={100} />
      <FormStatus
        error={state.status === 'error' ? state.message : undefined}
        success={state.status === 'done' ? 'Tus datos quedaron guardados.' : undefined}
      />
      <button type="submit" className="sign-in__submit" disabled={state.status === 'loading'}>
        {state.status === 'loading' ? 'Guardando...' : 'Guardar cambios'}
      </button>
    </form>
  );
}
