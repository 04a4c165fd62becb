// Its own module: zod stays out of the pages that only show a banner.
import { z } from 'zod';

/** Spec 2, 2: the reader banner's message object, exactly these keys (texts per placement and links). */
export const readerBannerMessage = z.strictObject({
  Modal: z.string(),
  ActualizarBoton: z.string(),
  BannerDesktop: z.string(),
  BannerTablet: z.string(),
  BannerMobile: z.string(),
  MenuContext: z.string(),
  URLInread: z.string(),
  URLMenuContextual: z.string(),
  URLModalHome: z.string(),
  URLPerfil: z.string(),
});
export type ReaderBannerMessage = z.infer<typeof readerBannerMessage>;
