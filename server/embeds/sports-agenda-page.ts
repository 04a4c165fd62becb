import type { EmbedPage } from './embed-page';
import { escapeHtml } from './embed-page';
import { sportsAgenda, type DatedMatch } from './sports-agenda-data';

const when = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

function row(m: DatedMatch): string {
  const middle = m.score
    ? `<span class="score" aria-label="${m.score[0]} a ${m.score[1]}">${m.score[0]} - ${m.score[1]}</span>`
    : `<span class="score next">vs.</span>`;
  return (
    `<li><div class="match"><span class="home">${escapeHtml(m.home)}</span>${middle}<span>${escapeHtml(m.away)}</span></div>` +
    `<p class="meta">${escapeHtml(m.competition)} · ${escapeHtml(when.format(m.at))} · ${escapeHtml(m.venue)}</p></li>`
  );
}

/** The agenda the sports-agenda block frames on /deportes stories. */
export function sportsAgendaPage(now: number): EmbedPage {
  const { results, fixtures } = sportsAgenda(now);
  return {
    title: 'Agenda deportiva',
    style: '.meta{margin:4px 0 0;text-align:center}',
    body:
      `<h1>Fútbol colombiano</h1><p class="demo">Datos de demostración</p>` +
      `<section aria-labelledby="resultados"><h2 id="resultados">Resultados</h2><ul class="rows">${results.map(row).join('')}</ul></section>` +
      `<section aria-labelledby="proximos"><h2 id="proximos">Próximos partidos</h2><ul class="rows">${fixtures.map(row).join('')}</ul></section>`,
  };
}
