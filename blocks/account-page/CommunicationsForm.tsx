import { useEffect, useState, type FormEvent } from 'react';
import { FormStatus } from '../../ui/account/forms/Field';
import { useSubmit } from '../../ui/account/forms/submit';
import { loadProfile, patchProfile, type Attribute } from './profile';

/** The choices, kept as profile attributes (spec 2, 9: name 1 to 30, value 1 to 1000); 'si' or 'no'. */
const CHOICES = [
  { name: 'comunicacionesBoletin', label: 'Quiero recibir el boletín de noticias por correo' },
  { name: 'comunicacionesOfertas', label: 'Quiero recibir ofertas y novedades de la suscripción' },
] as const;
const OURS: readonly string[] = CHOICES.map((c) => c.name);

/** 'Comunicaciones' (route comunicaciones): which mails the reader wants; other attributes are kept as they are. */
export function CommunicationsForm() {
  const [attributes, setAttributes] = useState<Attribute[] | null>(null);
  const { state, run } = useSubmit();
  useEffect(() => {
    loadProfile().then(
      (p) => setAttributes(p.attributes ?? []),
      () => setAttributes([]),
    );
  }, []);
  if (!attributes) return <p>Cargando...</p>;
  const chosen = (name: string) => attributes.some((a) => a.name === name && a.value === 'si');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = [
      ...attributes.filter((a) => !OURS.includes(a.name)),
      ...CHOICES.map((c) => ({ name: c.name, value: form.get(c.name) ? 'si' : 'no' })),
    ];
    void run(async () => {
      setAttributes((await patchProfile({ attributes: next })).attributes ?? next);
    });
  };
  return (
    <form className="sign-in__form" onSubmit={onSubmit} aria-labelledby="communications-title">
      <h1 className="sign-in__title" id="communications-title">
        Comunicaciones
      </h1>
      {CHOICES.map((c) => (
        <label key={c.name} className="sign-in__check">
          <input type="checkbox" name={c.name} defaultChecked={chosen(c.name)} /> {c.label}
        </label>
      ))}
      <FormStatus
        error={state.status === 'error' ? state.message : undefined}
        success={state.status === 'done' ? 'Tus preferencias quedaron guardadas.' : undefined}
      />
      <button type="submit" className="sign-in__submit" disabled={state.status === 'loading'}>
        {state.status === 'loading' ? 'Guardando...' : 'Guardar preferencias'}
      </button>
    </form>
  );
}
