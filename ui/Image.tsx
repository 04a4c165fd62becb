import { renditionAt, type Breakpoint } from '../contracts/image-sizes';
import { isSafeLink } from '../runtime/safe-link';

export interface ImageData {
  url: string;
  alt_text?: string;
  /** ANS: an editor's link for the picture (spec 1, 4: the image then opens it in a new tab). */
  additional_properties?: { link?: string };
  /** `intrinsic` may be left out where only the cropped renditions are drawn (a teaser's island props). */
  images_data?: { intrinsic?: { url: string; size: string }[]; fill: { url: string; size: string }[] };
}

interface Props {
  image: ImageData;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes?: string;
  /** High priority for the first image a reader sees (LCP); everything else loads lazily. */
  priority?: boolean;
  className?: string;
  /** `fill` (cropped 16:9) or `intrinsic` (original ratio). */
  variant?: 'fill' | 'intrinsic';
  /** Without a picture: a spinner in its place (true) or nothing at all (false, the default). */
  fallback?: boolean;
  /** Link the picture: to `additional_properties.link`, else to the picture itself. */
  hasLink?: boolean;
  /** A link for the picture given by the block (spec 1, 3 `link`); wins over the editor's. */
  link?: string;
  /**
   * Spec 1, 3 `fetchImage`: the one rendition to load ('sm' 400 px … 'xl' 1280 px), for a picture always drawn at
   * that size. Without it the browser picks from every rendition (srcset), starting from 'md'.
   */
  fetchImage?: Breakpoint;
  /** Spec 1, 3 `sizeImage`: the picture's ratio as width and height (default 16 by 9). */
  sizeImage?: { width: number; height: number };
}

/** Spec 1, 3: the default ratio, 16:9. */
const RATIO_16_9 = { width: 16, height: 9 };

/** Only web addresses become links: an editor's `javascript:` link must not run. */
const webLink = (href: string | undefined) => (href && /^https?:\/\//i.test(href) ? href : undefined);

/** The one image component: a responsive 16:9 <img> from `images_data`, lazy unless it is the LCP image. */
export function Image(props: Props) {
  const { image, fallback = false, hasLink = false } = props;
  const all = image.images_data?.[props.variant ?? 'fill'] ?? [];
  const chosen = props.fetchImage ? renditionAt(all, props.fetchImage) : undefined;
  // A chosen rendition is the only one offered; otherwise the browser chooses, 'md' for one that cannot.
  const list = chosen ? [] : all;
  const src = chosen?.url ?? renditionAt(all, 'md')?.url ?? all[0]?.url ?? image.url;
  // Spec 1, 4: no picture renders nothing, or a spinner when the block asks for a fallback.
  if (!src) return fallback ? <span className="image-spinner" role="status" aria-label="Cargando imagen" /> : null;
  const img = <Picture {...props} src={src} list={list} />;
  const href =
    (props.link && isSafeLink(props.link) ? props.link : undefined) ??
    webLink(image.additional_properties?.link) ??
    (hasLink ? webLink(src) : undefined);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {img}
    </a>
  ) : (
    img
  );
}

type PictureProps = Props & { src: string; list: { url: string; size: string }[] };

function Picture(props: PictureProps) {
  const { image, sizes = '100vw', priority = false, className, variant = 'fill', src, list } = props;
  const { width, height } = props.sizeImage ?? RATIO_16_9;
  const srcSet = list.map((d) => `${d.url} ${d.size.split('x')[0]}w`).join(', ');
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt_text ?? ''}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      // The hero image paints with the first frame that has it; the others decode off the main thread.
      decoding={priority ? 'sync' : 'async'}
      style={
        variant === 'fill' ? { aspectRatio: `${width} / ${height}`, width: '100%', objectFit: 'cover' } : undefined
      }
    />
  );
}
