/** How the subtypes our desk uses read as a kicker; their stored ids carry no accents ('galeria'). */
const LABELS: Record<string, string> = {
  galeria: 'Galería',
  video: 'Video',
  'en-vivo': 'En vivo',
  opinion: 'Opinión',
  especial: 'Especial',
  receta: 'Receta',
  caricatura: 'Caricatura',
  patrocinado: 'Patrocinado',
};

/** The kicker for a subtype: its label when we know it, else the id as stored ('articulo' has none). */
export function subtypeLabel(subtype: string | undefined): string | undefined {
  if (!subtype || subtype === 'articulo') return undefined;
  return LABELS[subtype] ?? subtype;
}
