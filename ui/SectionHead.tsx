/**
 * Spec 3, 2: the section head of carousels and grids, a title (a link when there is one) and previous/next arrows.
 * The arrows do what the caller says; without handlers they render as plain buttons a script may wire.
 */
import type { MouseEvent } from 'react';

type ArrowClick = (event: MouseEvent<HTMLButtonElement>) => void;

export interface SectionHeadProps {
  title?: string;
  link?: string;
  onPrevious?: ArrowClick;
  onNext?: ArrowClick;
  /** Hides the previous arrow at the first slide (spec 3, 4). */
  atStart?: boolean;
  /** A small brand mark before the title (spec 3, 3 `hasIcon`). */
  icon?: boolean;
  className?: string;
}

export function SectionHead({
  title,
  link,
  onPrevious,
  onNext,
  atStart = false,
  icon = false,
  className,
}: SectionHeadProps) {
  return (
    <header className={['section-head', className].filter(Boolean).join(' ')}>
      {title && (
        <h2 className="section-head__title">
          {icon && <span className="section-head__icon" aria-hidden="true" />}
          {link ? <a href={link}>{title}</a> : title}
        </h2>
      )}
      <div className="section-head__arrows">
        <button
          type="button"
          className="section-head__arrow section-head__arrow--prev"
          aria-label="Anterior"
          hidden={atStart}
          onClick={onPrevious}
        />
        <button
          type="button"
          className="section-head__arrow section-head__arrow--next"
          aria-label="Siguiente"
          onClick={onNext}
        />
      </div>
    </header>
  );
}
