interface Props {
  title?: string;
  /** Where the title leads; a plain heading without it. */
  link?: string;
  className: string;
}

/** A block's optional heading, a link when the editor gave one (spec 3, 2: optional title links). */
export function BlockTitle({ title, link, className }: Props) {
  if (!title) return null;
  return <h2 className={className}>{link ? <a href={link}>{title}</a> : title}</h2>;
}
