/** Said above a page whose text is a placeholder: the demo does not invent legal documents. */
export const EXAMPLE_NOTICE =
  'Texto de ejemplo: esta página muestra dónde irá el documento oficial de la marca; no es un texto legal vigente.';
