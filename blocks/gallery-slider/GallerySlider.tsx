import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { Carousel } from '../../ui/Carousel';
import { Image } from '../../ui/Image';
import { GalleryCaption } from './GalleryCaption';
import { GalleryModal } from './GalleryModal';
import { GalleryInvitation } from './GalleryInvitation';
import { LockedGallery } from './LockedGallery';
import { useGalleryAccess } from './gallery-access';
import { useReader } from '../../runtime/context';
import { isSmallScreen, slideImage } from './slide-image';
import type { Config, Data } from './config';

/** Spec 1, 2.5 and 4: the gallery's slider, or, when the paywall locks it for this reader, its locked view. */
export function GallerySlider({ data, ctx }: BlockProps<Config, Data>) {
  const access = useGalleryAccess(data.lockedId);
  const reader = useReader();
  if (access.view !== 'open') {
    return <LockedGallery lead={data.items[0]} view={access.view} site={ctx.site} path={ctx.path} />;
  }
  // S1-161: a gallery without the paywall flag, to a reader known to be signed out (never in the cached HTML).
  const invitation = !data.lockedId && reader.loggedIn === false;
  return (
    <OpenGallery
      title={data.title}
      items={access.items ?? data.items}
      invitation={invitation ? <GalleryInvitation site={ctx.site} path={ctx.path} /> : null}
    />
  );
}

/**
 * Spec 1, 2.5: 'Ver pantalla completa' opens the full-screen modal at the picture in view; on small screens (640 px
 * or less) tapping a picture opens it too.
 */
function OpenGallery(data: Pick<Data, 'title' | 'items'> & { invitation: ReactNode }) {
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const onSlideChange = useCallback((i: number) => setActive(i), []);
  const close = useCallback(() => setOpen(null), []);

  const slides = useMemo(
    () =>
      data.items.map((slide, i) => (
        <figure className="gallery-slider__slide" key={slide.id ?? slide.url ?? i}>
          {/* A tap opens the modal on phones; everyone else has the 'Ver pantalla completa' button. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div className="gallery-slider__picture" onClick={() => isSmallScreen(window.innerWidth) && setOpen(i)}>
            <Image image={slideImage(slide)} priority={i === 0} sizes="(min-width: 1024px) 800px, 100vw" />
          </div>
          <GalleryCaption slide={slide} />
        </figure>
      )),
    [data.items],
  );

  return (
    <section className="gallery-slider" aria-label="Galería">
      <Carousel
        slides={slides}
        label={`Galería: ${data.title}`}
        arrows
        className="gallery-slider__carousel"
        onSlideChange={onSlideChange}
      />
      <div className="gallery-slider__toolbar">
        <span className="gallery-slider__counter">
          {active + 1} / {data.items.length}
        </span>
        <button type="button" className="gallery-slider__fullscreen" onClick={() => setOpen(active)}>
          Ver pantalla completa
        </button>
      </div>
      {data.invitation}
      {open !== null && <GalleryModal title={data.title} slides={data.items} start={open} onClose={close} />}
    </section>
  );
}
