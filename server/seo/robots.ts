/**
 * robots.txt. In production crawlers may read everything and are pointed at both sitemaps; anywhere else
 * (staging, previews) nothing is crawled, as every page there also says noindex.
 */
export function robotsTxt(origin: string, production: boolean): string {
  if (!production) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/sitemap-news.xml`,
    '',
  ].join('\n');
}
