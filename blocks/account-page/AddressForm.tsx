import { useEffect, useState, type FormEvent } from 'react';
import { Field, FormStatus } from '../../ui/account/forms/Field';
import { useSubmit } from '../../ui/account/forms/submit';
import { loadProfile, patchProfile, type Address } from './profile';

/** 'Editar dirección' (route editardireccion): the reader's postal address, the first of the profile's. */
export function AddressForm() {
  const [address, setAddress] = useState<Address | null>(null);
  const { state, run } = useSubmit();
  useEffect(() => {
    loadProfile().then(
      (p) => setAddress(p.addresses?.[0] ?? {}),
      () => setAddress({}),
    );
  }, []);
  if (!address) return <p>Cargando...</p>;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    // Empty optional lines are left out: the service takes 1 to 256 characters or nothing.
    const next: Address = { line1: text('line1'), locality: text('locality'), country: text('country') };
    if (text('line2')) next.line2 = text('line2');
    if (text('region')) next.region = text('region');
    void run(async () => {
      const saved = await patchProfile({ addresses: [next] });
      setAddress(saved.addresses?.[0] ?? next);
    });
  };
  return (
    <form className="sign-in__form" onSubmit={onSubmit} aria-labelledby="address-title">
      <h1 className="sign-in__title" id="address-title">
        Editar dirección
      </h1>
      <Field label="Dirección" name="line1" defaultValue={address.line1} required maxLength={256} />
      <Field label="Complemento (opcional)" name="line2" defaultValue={address.line2} maxLength={256} />
      <Field label="Ciudad" name="locality" defaultValue={address.locality} required maxLength={100} />
      <Field label="Departamento" name="region" defaultValue={address.region} maxLength={100} />
      <Field
        label="País (código de dos letras)"
        name="country"
        defaultValue={address.country ?? 'CO'}
        required
        minLength={2}
        maxLength={2}
      />
      <FormStatus
        error={state.status === 'error' ? state.message : undefined}
        success={state.status === 'done' ? 'Tu dirección quedó guardada.' : undefined}
      />
      <button type="submit" className="sign-in__submit" disabled={state.status === 'loading'}>
        {state.status === 'loading' ? 'Guardando...' : 'Guardar dirección'}
      </button>
    </form>
  );
}
