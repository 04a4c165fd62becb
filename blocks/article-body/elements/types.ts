import type { FigureData } from '../figure';

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
  | { type: 'code'; id: string; code: string };

export type BodyElementOf<T extends BodyElement['type']> = Extract<BodyElement, { type: T }>;
