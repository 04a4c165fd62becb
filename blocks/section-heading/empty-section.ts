/** Shown on a known section's page while no story is filed under it (issue 14). */
export const EMPTY_SECTION_MESSAGE = 'Todavía no hay artículos publicados en esta sección. Vuelva pronto.';
