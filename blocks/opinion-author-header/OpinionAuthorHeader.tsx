import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';

/** Spec 1, 2.1: the author header of opinion sections, with the columnist's round photo. */
export function OpinionAuthorHeader({ data }: BlockProps<Config, Data>) {
  return (
    <div className="opinion-author-header">
      {data.photo ? (
        <img className="opinion-author-header__photo" src={data.photo} alt="" width={96} height={96} />
      ) : (
        <span className="opinion-author-header__photo opinion-author-header__photo--initial" aria-hidden="true">
          {data.name.charAt(0)}
        </span>
      )}
      <div className="opinion-author-header__text">
        <p className="opinion-author-header__label">Opinión</p>
        <a className="opinion-author-header__name" href={data.url}>
          {data.name}
        </a>
        {data.description && <p className="opinion-author-header__description">{data.description}</p>}
      </div>
    </div>
  );
}
