import type { MouseEvent } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { SectionHead } from '../../ui/SectionHead';
import { moveCarousel } from './follow-carousel';
import type { Config } from './config';
import { safeLink } from '../../runtime/safe-link';

const move = (direction: 'prev' | 'next') => (event: MouseEvent<HTMLButtonElement>) =>
  moveCarousel(event.currentTarget, direction);

/** The section head as an editor block: its arrows move the carousel placed right after it. */
export function SectionHeadBlock({ config }: BlockProps<Config, null>) {
  const looks = [config.isBlue && 'section-head--blue', config.divider && 'section-head--divider'];
  return (
    <SectionHead
      title={config.title}
      link={safeLink(config.link)}
      icon={config.hasIcon}
      className={looks.filter(Boolean).join(' ') || undefined}
      onPrevious={move('prev')}
      onNext={move('next')}
    />
  );
}
