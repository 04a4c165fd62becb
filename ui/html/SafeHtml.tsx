interface Props {
  /** HTML already through `sanitizeRawHtml` (ui/html/sanitize-embed.ts), on the server. */
  html: string;
  className?: string;
}

/** Editor HTML placed in the page. Sanitised by the block's fetch, so the sanitizer never ships to the browser. */
export function SafeHtml({ html, className }: Props) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
