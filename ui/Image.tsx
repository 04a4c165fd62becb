export interface ImageData {
  url: string;
  alt_text?: string;
  images_data?: { intrinsic: { url: string; size: string }[]; fill: { url: string; size: string }[] };
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
}

/** The one image component: a responsive 16:9 <img> from `images_data`, lazy unless it is the LCP image. */
export function Image({ image, sizes = '100vw', priority = false, className, variant = 'fill' }: Props) {
  const list = image.images_data?.[variant] ?? [];
  const srcSet = list.map((d) => `${d.url} ${d.size.split('x')[0]}w`).join(', ');
  const fallback = list[1]?.url ?? list[0]?.url ?? image.url;
  return (
    <img
      className={className}
      src={fallback}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt_text ?? ''}
      width={16}
      height={9}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      style={variant === 'fill' ? { aspectRatio: '16 / 9', width: '100%', objectFit: 'cover' } : undefined}
    />
  );
}
