import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';

/** The body of the 404 page: what happened, the way home and the main sections. */
export function NotFoundMessage({ ctx }: BlockProps<Config, null>) {
  const sections = ctx.site.navigation.main.filter((item) => item.link !== '/');
  return (
    <section className="not-found-message" aria-labelledby="not-found-message-title">
      <p className="not-found-message__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-message-title" className="not-found-message__title">
        Página no encontrada
      </h1>
      <p className="not-found-message__text">
        La página que busca no existe o cambió de dirección. Puede volver a la portada o seguir leyendo en nuestras
        secciones.
      </p>
      <a className="not-found-message__home" href="/">
        Volver a la portada
      </a>
      {sections.length > 0 && (
        <nav className="not-found-message__sections" aria-label="Secciones">
          <ul>
            {sections.map((item) => (
              <li key={item.link}>
                <a href={item.link}>{item.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
