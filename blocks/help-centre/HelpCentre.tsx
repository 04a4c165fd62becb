import { useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';
import { HELP_TOPICS, type HelpTopic } from './help-topics';
import { safeLink } from '../../runtime/safe-link';
import { ContactForm } from './ContactForm';

const ROOT = 'Centro de ayuda';

/** The topics on the way down: [] for the 8 cards, [card] for its sub-cards or text, [card, sub-card]. */
type Trail = HelpTopic[];

function TopicText({ topic }: { topic: HelpTopic }) {
  return (
    <div className="help-centre__text">
      {topic.text?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

function TopicCards({ topics, onOpen }: { topics: readonly HelpTopic[]; onOpen: (topic: HelpTopic) => void }) {
  return (
    <ul className="help-centre__cards">
      {topics.map((topic) => (
        <li key={topic.slug} data-topic={topic.slug}>
          <button type="button" className="help-centre__card" onClick={() => onOpen(topic)}>
            {topic.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The customer-service help centre (spec 2, 2): 8 cards, then a card's sub-cards (or its text), then a sub-card's
 * text; a breadcrumb and 'Volver' go up one level; a floating WhatsApp link is always there. Every level is in the
 * server HTML (the others `hidden`), so the help facts of spec 2, 9 are there without JavaScript too.
 */
export function HelpCentre({ config }: BlockProps<Config, null>) {
  const [trail, setTrail] = useState<Trail>([]);
  const open = (topic: HelpTopic) => setTrail([...trail, topic]);
  const current = trail.at(-1);
  const isShown = (path: Trail) => path.length === trail.length && path.every((t, i) => t === trail[i]);
  const whatsapp = safeLink(config.linkWhatsapp);

  return (
    <section className="help-centre sans" aria-labelledby="help-centre-title">
      <nav className="help-centre__crumbs" aria-label="Ruta">
        <ol>
          {[undefined, ...trail].map((topic, level) => {
            const here = level === trail.length;
            const title = topic?.title ?? ROOT;
            return (
              <li key={topic?.slug ?? 'root'}>
                {here ? (
                  <span aria-current="page">{title}</span>
                ) : (
                  <button type="button" onClick={() => setTrail(trail.slice(0, level))}>
                    {title}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <h1 id="help-centre-title" className="help-centre__title">
        {current?.title ?? ROOT}
      </h1>
      {trail.length > 0 && (
        <button type="button" className="help-centre__back" onClick={() => setTrail(trail.slice(0, -1))}>
          Volver
        </button>
      )}
      <div hidden={!isShown([])}>
        <TopicCards topics={HELP_TOPICS} onOpen={open} />
      </div>
      {HELP_TOPICS.map((card) => (
        <div key={card.slug} id={`ayuda-${card.slug}`}>
          <div hidden={!isShown([card])}>
            {card.topics ? <TopicCards topics={card.topics} onOpen={open} /> : <TopicText topic={card} />}
          </div>
          {card.topics?.map((sub) => (
            <div key={sub.slug} id={`ayuda-${sub.slug}`} hidden={!isShown([card, sub])}>
              <TopicText topic={sub} />
            </div>
          ))}
        </div>
      ))}
      <ContactForm />
      {whatsapp && (
        <a className="help-centre__whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
          Escríbenos por WhatsApp
        </a>
      )}
    </section>
  );
}
