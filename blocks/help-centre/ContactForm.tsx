import { useId, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES, CONTACT_REPORT_PATH, CONTACT_SUBJECTS, contactReport } from '../../contracts/contact-form';

type Status = { kind: 'idle' | 'loading' } | { kind: 'sent' | 'error'; text: string };

/** Sends the form as a form body (spec 2, 7: '/wolkvox/report'); the answer's message, or why it failed. */
async function sendReport(form: HTMLFormElement): Promise<Status> {
  const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
  const checked = contactReport.safeParse(fields);
  if (!checked.success) return { kind: 'error', text: checked.error.issues[0].message };
  try {
    const res = await fetch(CONTACT_REPORT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const answer = (await res.json().catch(() => ({}))) as { message?: string };
    if (res.ok) return { kind: 'sent', text: answer.message ?? CONTACT_MESSAGES.sent };
    return { kind: 'error', text: res.status === 400 && answer.message ? answer.message : CONTACT_MESSAGES.failed };
  } catch {
    return { kind: 'error', text: CONTACT_MESSAGES.failed };
  }
}

/** The help centre's «Escríbenos» form: name, e-mail, phone (optional), subject and message. */
export function ContactForm() {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'loading') return;
    const form = event.currentTarget;
    setStatus({ kind: 'loading' });
    const next = await sendReport(form);
    if (next.kind === 'sent') form.reset();
    setStatus(next);
  };
  const field = (name: string) => `${id}-${name}`;
  return (
    <section className="help-centre__contact" aria-labelledby={field('title')}>
      <h2 id={field('title')}>¿No encontraste lo que buscabas? Escríbenos</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <label htmlFor={field('nombre')}>Nombre completo</label>
        <input id={field('nombre')} name="nombre" autoComplete="name" maxLength={100} required />
        <label htmlFor={field('correo')}>Correo electrónico</label>
        <input id={field('correo')} name="correo" type="email" autoComplete="email" maxLength={100} required />
        <label htmlFor={field('telefono')}>Teléfono (opcional)</label>
        <input
          id={field('telefono')}
          name="telefono"
          type="tel"
          autoComplete="tel"
          inputMode="numeric"
          maxLength={12}
        />
        <label htmlFor={field('asunto')}>Motivo</label>
        <select id={field('asunto')} name="asunto" defaultValue="" required>
          <option value="" disabled>
            Elige un motivo
          </option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject}>{subject}</option>
          ))}
        </select>
        <label htmlFor={field('mensaje')}>Mensaje</label>
        <textarea id={field('mensaje')} name="mensaje" rows={5} maxLength={2000} required />
        <button type="submit" disabled={status.kind === 'loading'} aria-busy={status.kind === 'loading'}>
          {status.kind === 'loading' ? 'Enviando…' : 'Enviar mensaje'}
        </button>
        {(status.kind === 'sent' || status.kind === 'error') && (
          <p className={`help-centre__contact-${status.kind}`} role={status.kind === 'error' ? 'alert' : 'status'}>
            {status.text}
          </p>
        )}
      </form>
    </section>
  );
}
