/** The other account pages, under the profile ('perfil'; 'editarperfil' is the form alone). */
const LINKS = [
  ['/autogestion/datos-acceso/', 'Datos de acceso'],
  ['/autogestion/mis-suscripciones/', 'Mis suscripciones'],
  ['/autogestion/comunicaciones/', 'Comunicaciones'],
  ['/autogestion/editar-direccion/', 'Editar dirección'],
] as const;

export function AccountLinks() {
  return (
    <nav className="account-links" aria-label="Tu cuenta">
      <ul>
        {LINKS.map(([href, text]) => (
          <li key={href}>
            <a href={href}>{text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
