import type { SiteProps } from '../../contracts/site-schema';
import { Image } from '../../ui/Image';
import { PaywallInvitation } from '../../ui/PaywallInvitation';
import { slideImage, type GallerySlide } from './slide-image';

interface Props {
  lead: GallerySlide | undefined;
  view: 'visitor' | 'checking' | 'promo';
  site: Pick<SiteProps, 'slug' | 'name' | 'prices'>;
  path: string;
}

/**
 * A gallery the paywall locks (spec 1, 4): its lead picture, blurred, under the blur modal (signed-out readers: the
 * invitation with sign-in and create-account) or the subscribe promo modal (signed-in readers without access). The
 * other pictures are not on the page: an entitled reader's browser asks for them.
 */
export function LockedGallery({ lead, view, site, path }: Props) {
  return (
    <section className="gallery-slider gallery-slider--locked" aria-label="Galería" data-gallery-view={view}>
      <div className="gallery-lock">
        <div className="gallery-lock__picture" aria-hidden="true">
          {lead && <Image image={slideImage(lead)} priority sizes="(min-width: 1024px) 800px, 100vw" />}
        </div>
        {view !== 'checking' && (
          <div
            className={`gallery-lock__modal gallery-lock__modal--${view === 'visitor' ? 'blur' : 'promo'}`}
            role="dialog"
            aria-labelledby="paywall-invitation-title"
          >
            <PaywallInvitation site={site} path={path} account={view === 'visitor'} />
          </div>
        )}
      </div>
    </section>
  );
}
