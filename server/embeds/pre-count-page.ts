import { escapeHtml, type EmbedPage } from './embed-page';
import { CANDIDATES, DEPARTMENTS, TABLES_COUNTED, totals } from './pre-count-data';

const number = new Intl.NumberFormat('es-CO');
const percent = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const STYLE = `
.bars{list-style:none;margin:0;padding:0}
.bars li{margin:0 0 10px}
.who{display:flex;justify-content:space-between;align-items:baseline;gap:8px;font-weight:600}
.who .meta{display:block;font-weight:400}
.share{white-space:nowrap}
.bar{height:14px;margin-top:4px;border-radius:3px;background:#eee;overflow:hidden}
.bar span{display:block;height:100%}
table{width:100%;border-collapse:collapse;font-size:.85rem;font-variant-numeric:tabular-nums}
th,td{padding:6px 4px;border-bottom:1px solid #e6e6e6;text-align:right}
th:first-child,td:first-child{text-align:left}
.wrap{overflow-x:auto}
/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too. */
`;

/** The results view the election special frames: national bars and a table per department, all demo data. */
export function preCountPage(): EmbedPage {
  const national = totals();
  const bars = national
    .map(
      ({ candidate, votes, share }) =>
        `<li><div class="who"><span>${escapeHtml(candidate.name)}${candidate.party ? `<span class="meta">${escapeHtml(candidate.party)}</span>` : ''}</span>` +
        `<span class="share">${percent.format(share)}\u00a0%</span></div>` +
        `<div class="bar" role="presentation"><span style="width:${share.toFixed(2)}%;background:${candidate.colour}"></span></div>` +
        `<p class="meta">${number.format(votes)} votos</p></li>`,
    )
    .join('');
  const head = CANDIDATES.map((c) => `<th scope="col" title="${escapeHtml(c.name)}">${escapeHtml(c.short)}</th>`).join(
    '',
  );
  const rows = DEPARTMENTS.map((d) => {
    const all = d.votes.reduce((a, b) => a + b, 0);
    const cells = d.votes.map((v) => `<td>${percent.format((v / all) * 100)}\u00a0%</td>`).join('');
    return `<tr><th scope="row">${escapeHtml(d.name)}</th>${cells}</tr>`;
  }).join('');
  return {
    title: 'Preconteo de demostración',
    style: STYLE,
    body:
      `<h1>Preconteo de demostración</h1>` +
      `<p class="demo">Datos inventados para mostrar el especial: no son resultados reales</p>` +
      `<p class="note">Mesas informadas: ${percent.format(TABLES_COUNTED)}\u00a0%</p>` +
      `<h2>Resultado nacional</h2><ul class="bars">${bars}</ul>` +
      `<h2>Por departamento</h2><div class="wrap" role="region" aria-label="Resultados por departamento" tabindex="0"><table><caption class="note">Porcentaje de votos de cada candidatura</caption>` +
      `<thead><tr><th scope="col">Departamento</th>${head}</tr></thead><tbody>${rows}</tbody></table></div>`,
  };
}
