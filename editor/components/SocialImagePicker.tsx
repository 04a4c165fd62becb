import { useEffect, useState } from 'react';
import { shareApi, type SiteImage } from '../api-share';

interface Props {
  site: string;
  value: string | undefined;
  onChange: (url: string | undefined) => void;
}

/** The social image: one of the site's pictures (its stories' main pictures), found by headline, shown as thumbnails. */
export function SocialImagePicker({ site, value, onChange }: Props) {
  const [q, setQ] = useState('');
  const [images, setImages] = useState<SiteImage[]>([]);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let live = true;
    // A pause in the typing, not every key, asks the server.
    const timer = setTimeout(
      () =>
        shareApi.images(site, q).then(
          (list) => live && (setImages(list), setProblem('')),
          (e: Error) => live && setProblem(e.message),
        ),
      250,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [site, q]);
  return (
    <fieldset className="ed-image-picker">
      <legend>Imagen para redes sociales</legend>
      {value ? (
        <p>
          <img src={value.replace(/\/\d+x\d+\.jpg$/, '/400x225.jpg')} alt="Imagen elegida" width={160} height={90} />{' '}
          <button type="button" onClick={() => onChange(undefined)}>
            Quitar imagen
          </button>
        </p>
      ) : (
        <p>Sin imagen propia: la tarjeta usa la de los bloques de la página, si la dan.</p>
      )}
      <input type="search" aria-label="Buscar imágenes del sitio" value={q} onChange={(e) => setQ(e.target.value)} />
      {problem && <p className="ed-error">{problem}</p>}
      <ul className="ed-image-picker__grid" aria-label="Imágenes del sitio">
        {images.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              aria-pressed={value === image.url}
              aria-label={`Usar la imagen «${image.alt}»`}
              onClick={() => onChange(image.url)}
            >
              <img src={image.thumbnail} alt="" width={120} height={68} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
