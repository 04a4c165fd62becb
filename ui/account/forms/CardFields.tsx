import { Field } from './Field';

/** The card inputs of the checkout and of the card change (read them back with readCard). */
export function CardFields({ showTestCards }: { showTestCards: boolean }) {
  return (
    <>
      <Field label="Nombre en la tarjeta" name="holder" autoComplete="cc-name" required maxLength={100} />
      <Field
        label="Número de tarjeta"
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        maxLength={23}
      />
      <div className="checkout__row">
        <Field
          label="Vencimiento (MM/AA)"
          name="expiry"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          required
          maxLength={5}
        />
        <Field
          label="Código de seguridad"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
        />
      </div>
      {showTestCards && (
        <p className="sign-in__hint">
          Pagos de prueba: 4242 4242 4242 4242 se aprueba; 4000 0000 0000 0002 se rechaza; 4000 0000 0000 3220 pide la
          verificación de tu banco.
        </p>
      )}
    </>
  );
}
