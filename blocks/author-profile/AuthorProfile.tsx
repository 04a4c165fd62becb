import type { BlockProps } from '../../runtime/define-block';
import { Image } from '../../ui/Image';
import type { Config, Data } from './config';

/** The author page's header: round photo, byline as the page heading, and the bio. */
export function AuthorProfile({ data }: BlockProps<Config, Data>) {
  const { author } = data;
  if (!author) {
    return (
      <section className="author-profile author-profile--missing">
        <h1 className="author-profile__name">Autor no encontrado</h1>
        <p className="author-profile__bio">
          No encontramos un autor con esa dirección. <a href="/">Volver a la portada</a>
        </p>
      </section>
    );
  }
  return (
    <section className="author-profile">
      {author.imageUrl && (
        <Image
          className="author-profile__photo"
          image={{ url: author.imageUrl, alt_text: author.byline }}
          variant="intrinsic"
          priority
        />
      )}
      <div className="author-profile__text">
        <h1 className="author-profile__name">{author.byline}</h1>
        {author.bio && <p className="author-profile__bio">{author.bio}</p>}
      </div>
    </section>
  );
}
