import type { BlockProps } from '../../runtime/define-block';
import { Frame } from '../../ui/html/Frame';
import type { Config } from './config';
import { safeLink } from '../../runtime/safe-link';

export const CHAT_TITLE = 'Chat';

/** Spec 3, 2: an external chat in a frame; the runtime shows it only once published is set. */
export function Chatbot({ config }: BlockProps<Config, null>) {
  const src = safeLink(config.url);
  if (!src) return null;
  const name = config.title ?? CHAT_TITLE;
  return (
    <section className="chatbot" aria-label={name}>
      {config.title && <h2 className="chatbot__title">{config.title}</h2>}
      <Frame className="chatbot__frame" src={src} title={name} />
    </section>
  );
}
