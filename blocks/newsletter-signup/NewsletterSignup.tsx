import { useId, useState, type FormEvent } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { newsletterProblem } from '../../contracts/newsletter-email';
import type { Config } from './config';

type Banner = { kind: 'success' | 'error'; text: string } | null;

export const NEWSLETTER_SUCCESS = 'Gracias por suscribirte';
export const NEWSLETTER_FAILURE = 'Lo sentimos, tu suscripción al Newsletter no fue posible, vuelve a intentarlo.';

/**
 * Spec 2, 2 and 4: 'Regístrate gratis al boletín de noticias', an email and the data-policy consent. Idle, loading
 * (button disabled, spinner), then a success banner (the form emptied) or a failure one; a click closes a banner.
 */
export function NewsletterSignup({ config }: BlockProps<Config, null>) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = newsletterProblem(email.trim(), consent);
    setProblem(found);
    if (found) return;
    setLoading(true);
    setBanner(null);
    try {
      const res = await fetch('/newsletter/public/v1/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), consent, origin: config.origin }),
      });
      const answer = (await res.json().catch(() => null)) as { ok?: number } | null;
      if (answer?.ok !== 1) throw new Error('newsletter');
      setBanner({ kind: 'success', text: NEWSLETTER_SUCCESS });
      setEmail('');
      setConsent(false);
    } catch {
      setBanner({ kind: 'error', text: NEWSLETTER_FAILURE });
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="newsletter sans" aria-labelledby={`${id}-title`}>
      <h2 className="newsletter__title" id={`${id}-title`}>
        Regístrate gratis al boletín de noticias
      </h2>
      {banner && (
        <button
          type="button"
          className={`newsletter__banner newsletter__banner--${banner.kind}`}
          aria-live="polite"
          onClick={() => setBanner(null)}
        >
          {banner.text}
        </button>
      )}
      <form className="newsletter__form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <label className="newsletter__label" htmlFor={`${id}-email`}>
          Correo electrónico
        </label>
        <div className="newsletter__row">
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            maxLength={50}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="newsletter__submit" disabled={loading} aria-busy={loading}>
            {loading && <span className="newsletter__spinner" aria-hidden="true" />}
            Suscribirme
          </button>
        </div>
        <label className="newsletter__consent">
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} /> Acepto la política
          de tratamiento de datos personales
        </label>
        {problem && (
          <p className="newsletter__problem" id={`${id}-problem`} role="alert">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}
