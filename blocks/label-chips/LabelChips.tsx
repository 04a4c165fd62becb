import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';
import { safeLink } from '../../runtime/safe-link';

/** A row of label chips ('SUB-20 FEMENINA', 'Elecciones 2023'), each a link when the editor gives one. */
export function LabelChips({ config }: BlockProps<Config, null>) {
  return (
    <ul className="label-chips" aria-label="Etiquetas">
      {config.labels.map(({ text, link }) => (
        <li key={text}>
          {safeLink(link) ? (
            <a className="label-chips__chip" href={safeLink(link)}>
              {text}
            </a>
          ) : (
            <span className="label-chips__chip">{text}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
