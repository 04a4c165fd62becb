import {
  Columns2,
  GalleryHorizontal,
  Images,
  LayoutGrid,
  ListPlus,
  MessageSquareQuote,
  PanelTop,
  Square,
  Tv,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** One icon per palette family (catalogue.ts FAMILIES), so a row is recognised before it is read. */
const ICONS: Record<string, LucideIcon> = {
  'load-more': ListPlus,
  carousel: GalleryHorizontal,
  galleries: Images,
  'tv-video': Tv,
  opinion: MessageSquareQuote,
  forums: Users,
  page: LayoutGrid,
  furniture: PanelTop,
  utility: Wrench,
  container: Columns2,
};

/** Decorative: the row's text names the block, so the icon is hidden from assistive technology. */
export function FamilyIcon({ family }: { family: string }) {
  const Icon = ICONS[family] ?? Square;
  return <Icon className="ed-tree__icon" size={16} aria-hidden="true" focusable="false" />;
}
