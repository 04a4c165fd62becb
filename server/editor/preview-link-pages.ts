import type { Response } from 'express';

const PAGES = {
  404: {
    title: 'Enlace no encontrado',
    text: 'Esta dirección no corresponde a ninguna vista previa. Revisa que el enlace esté completo.',
  },
  410: {
    title: 'Esta vista previa ya no está disponible',
    text: 'El enlace venció o quien lo compartió lo revocó. Pide un enlace nuevo a la redacción.',
  },
} as const;

/** The page a preview link answers when it shows nothing: unknown or forged (404), expired or revoked (410). */
export function goneOrUnknownPage(res: Response, status: keyof typeof PAGES): void {
  const { title, text } = PAGES[status];
  res
    .status(status)
    .type('html')
    .send(
      '<!doctype html><html lang="es-CO"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<meta name="robots" content="noindex, nofollow"><title>${title}</title></head>` +
        `<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
    );
}
