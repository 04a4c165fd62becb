import type { AdDisplay, AdSize } from '../../../ui/ads/sizes';
import type { ImageData } from '../../../ui/Image';
import type { FigureData } from '../figure';
import type { StreamVideo } from '../../../ui/video/stream-video';

/** Body elements as the article body renders them: projected from ANS, text still editor HTML. */
export type HeaderLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type Alignment = 'left' | 'center' | 'right' | 'justify';

export interface ListItem {
  html: string;
  list?: ListElement;
}
export interface ListElement {
  type: 'list';
  id: string;
  ordered: boolean;
  items: ListItem[];
}

export type BodyElement =
  | { type: 'text'; id: string; html: string; alignment?: Alignment }
  | { type: 'header'; id: string; level: HeaderLevel; html: string; alignment?: Alignment }
  | ({ type: 'image'; id: string } & FigureData)
  | { type: 'quote'; id: string; paragraphs: string[]; citation?: string }
  | ListElement
  | { type: 'divider'; id: string }
  | { type: 'table'; id: string; header: string[]; rows: string[][] }
  | { type: 'code'; id: string; code: string }
  | { type: 'time'; id: string; text: string; datetime?: string }
  | { type: 'gallery'; id: string; title?: string; images: FigureData[] }
  | { type: 'pdf'; id: string; src: string }
  /** `thumbnail`: the video host's `thumbnails.default.url`, when it knows the video (S1-207). */
  | { type: 'video'; id: string; youtubeId: string; title?: string; thumbnail?: string }
  /** An ANS video element with streams a browser plays: an HTML5 player. */
  | { type: 'stream'; id: string; video: StreamVideo }
  /** An ANS correction (an element, or the story's `corrections`): its kind in Spanish and its text. */
  | { type: 'correction'; id: string; label: string; html: string }
  /** Allowlisted raw_html. */
  | { type: 'html'; id: string; html: string }
  /** A third-party embed, loaded near the reader: its own frame, or its HTML and script in a sandbox. */
  | {
      type: 'embed';
      id: string;
      provider: 'instagram' | 'twitter' | 'other';
      html: string;
      script?: string;
      frame?: string;
    }
  | { type: 'link_list'; id: string; title?: string; links: { url: string; text: string }[] }
  | { type: 'interstitial_link'; id: string; url: string; text: string; thumb?: ImageData }
  | { type: 'ad'; id: string; slot: string; size: AdSize; display: AdDisplay }
  /** The geo player (with ROBAPAGINA_1) and the video player (after the last element), spec 1, 9. */
  | { type: 'player'; id: string; player: 'geo' | 'video'; videoId?: string }
  | { type: 'recommendations'; id: string };

export type BodyElementOf<T extends BodyElement['type']> = Extract<BodyElement, { type: T }>;
