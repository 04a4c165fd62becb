/**
 * The consumer-protection authority's badge (Superintendencia de Industria y Comercio), drawn
 * inline so the footer needs no image file. Shared by the site and {product} footers.
 */
export function SicBadge({ className = 'site-footer__sic-badge' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 44" width="120" height="44" aria-hidden="true">
      <rect x="1" y="1" width="118" height="42" rx="6" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <text x="12" y="29" fontFamily="Arial, sans-serif" fontSize="20" fontWeight="700" fill="#0b4f8a">
        SIC
      </text>
      <text x="54" y="19" fontFamily="Arial, sans-serif" fontSize="8" fill="#333">
        Industria
      </text>
      <text x="54" y="31" fontFamily="Arial, sans-serif" fontSize="8" fill="#333">
        y Comercio
      </text>
    </svg>
  );
}
