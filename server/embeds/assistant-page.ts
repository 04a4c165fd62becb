import { HELP_TOPICS, type HelpTopic } from '../../blocks/help-centre/help-topics';
import { OWN_EMBED_PATHS } from '../../contracts/own-embeds';
import { answer, type AssistantQuery } from './assistant';
import { escapeHtml, type EmbedPage } from './embed-page';

/** The help centre, whose page also holds the contact form (page-configs/shared/help-centre.json). */
export const HELP_CENTRE_PATH = '/contactenos/';

// Links leave the frame in a new tab: the chat's sandbox allows pop-ups, not navigating the page around it.
const out = (text: string) => `<a href="${HELP_CENTRE_PATH}" target="_blank" rel="noopener">${escapeHtml(text)}</a>`;
const bot = (html: string) => `<li class="msg bot">${html}</li>`;
// The reader's message is where the frame scrolls after a question (links and the form go to #respuesta).
const reader = (text: string) => `<li class="msg reader" id="respuesta">${escapeHtml(text)}</li>`;
const replies = (topics: readonly HelpTopic[], label: string) =>
  `<nav class="replies" aria-label="${escapeHtml(label)}">${topics
    .map((t) => `<a href="${OWN_EMBED_PATHS.assistant}?tema=${t.slug}#respuesta">${escapeHtml(t.title)}</a>`)
    .join('')}</nav>`;

function reply(query: AssistantQuery): string {
  const found = answer(query);
  if (!found) return '';
  const asked =
    query.pregunta ??
    (found.kind === 'unknown' ? query.tema! : (found.kind === 'topic' ? found.topic : found.card).title);
  if (found.kind === 'choices')
    return (
      reader(asked) +
      bot(`<p>¿Sobre qué parte de «${escapeHtml(found.card.title)}»?</p>${replies(found.card.topics!, 'Subtemas')}`)
    );
  if (found.kind === 'unknown')
    return (
      reader(asked) +
      bot(
        `<p>No tengo una respuesta para eso. Escríbenos desde el ${out('formulario de contacto')} y te respondemos por correo.</p>`,
      )
    );
  const text = (found.topic.text ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return (
    reader(asked) +
    bot(`<p><strong>${escapeHtml(found.topic.title)}</strong></p>${text}<p>Más en el ${out('centro de ayuda')}.</p>`)
  );
}

const STYLE = `
.chat{list-style:none;margin:0 0 12px;padding:0;display:flex;flex-direction:column;gap:8px}
.msg{max-width:85%;padding:8px 12px;border-radius:14px}
.msg p{margin:0 0 6px}.msg p:last-child{margin:0}
.bot{align-self:flex-start;background:#f1f1f1;border-bottom-left-radius:4px}
.reader{align-self:flex-end;background:var(--brand);color:#fff;border-bottom-right-radius:4px}
.replies{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.replies a{padding:4px 10px;border:1px solid var(--brand);border-radius:999px;background:#fff;text-decoration:none;font-size:.85rem}
form{display:flex;gap:8px}
input{flex:1;min-width:0;padding:8px 10px;border:1px solid #bbb;border-radius:8px;font:inherit}
button{padding:8px 14px;border:0;border-radius:8px;background:var(--brand);color:#fff;font:inherit;font-weight:600}
`;

/** The demo assistant the /chatbot/ page frames: plain HTML, a GET form and links, no script. */
export function assistantPage(siteName: string, query: AssistantQuery): EmbedPage {
  const greeting = bot(
    `<p>Hola, soy el asistente de ${escapeHtml(siteName)}. Elige un tema o escribe tu pregunta.</p>${replies(HELP_TOPICS, 'Temas de ayuda')}`,
  );
  return {
    title: 'Asistente',
    style: STYLE,
    body:
      `<h1>Asistente de ayuda</h1><p class="demo">Asistente de demostración: responde con el centro de ayuda</p>` +
      `<ol class="chat" aria-live="polite">${greeting}${reply(query)}</ol>` +
      `<form method="get" action="${OWN_EMBED_PATHS.assistant}#respuesta">` +
      `<input id="pregunta" name="pregunta" maxlength="200" placeholder="Escribe tu pregunta" aria-label="Tu pregunta" required>` +
      `<button type="submit">Enviar</button></form>` +
      `<p class="note">¿Prefieres escribirnos? Usa el ${out('formulario de contacto')}.</p>`,
  };
}
