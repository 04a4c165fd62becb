import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Image } from '../../ui/Image';
import { GalleryCaption } from './GalleryCaption';
import { IDLE_TIMEOUT_MS, slideImage, type GallerySlide } from './slide-image';
import { useIdle } from './use-idle';

interface Props {
  title: string;
  slides: GallerySlide[];
  start: number;
  onClose: () => void;
}

/** Keeps the page behind the modal from scrolling, and gives focus back to where it was on close. */
function useModalFocus(close: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    close.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [close]);
}

/** Escape closes the modal; the arrow keys move between pictures. */
function useModalKeys(onClose: () => void, go: (step: number) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'ArrowLeft') go(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, go]);
}

/**
 * The full-screen gallery (spec 1, 2.5): one picture at a time with previous/next, its caption
 * and a close control. The controls fade after 3 s (`data-idle`); tapping the picture toggles them.
 */
export function GalleryModal({ title, slides, start, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const { idle, toggle } = useIdle(IDLE_TIMEOUT_MS);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalFocus(closeButton);
  const slide = slides[index];
  const go = useCallback((step: number) => setIndex((i) => (i + step + slides.length) % slides.length), [slides]);
  useModalKeys(onClose, go);

  return (
    <div
      className="gallery-modal"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-idle={idle ? 'true' : 'false'}
    >
      <div className="gallery-modal__bar gallery-modal__control">
        <span className="gallery-modal__counter">
          {index + 1} / {slides.length}
        </span>
        <button ref={closeButton} type="button" className="gallery-modal__close" onClick={onClose}>
          Cerrar
        </button>
      </div>
      <figure className="gallery-modal__figure">
        {/* Tapping the picture shows or hides the controls; the keyboard has the buttons. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div className="gallery-modal__picture" onClick={toggle}>
          <Image image={slideImage(slide)} variant="intrinsic" sizes="100vw" priority />
        </div>
        <div className="gallery-modal__control">
          <GalleryCaption slide={slide} />
        </div>
      </figure>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            className="gallery-modal__arrow gallery-modal__arrow--prev gallery-modal__control"
            aria-label="Anterior"
            onClick={() => go(-1)}
          />
          <button
            type="button"
            className="gallery-modal__arrow gallery-modal__arrow--next gallery-modal__control"
            aria-label="Siguiente"
            onClick={() => go(1)}
          />
        </>
      )}
    </div>
  );
}
