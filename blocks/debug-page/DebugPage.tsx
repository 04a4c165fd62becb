import { useSyncExternalStore } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';
import { clearStorage, serverSnapshot, storedSnapshot, subscribeStored, type StoredValue } from './stored';

export const DEBUG_TITLE = 'Depuración';
export const CLEAR_LABEL = 'Borrar almacenamiento local y de sesión';
export const EMPTY_VALUE = '(vacío)';

/** Spec 3, 2: what this browser stored for the reader, and a button that clears local and session storage. */
export function DebugPage(_props: BlockProps<Config, null>) {
  const snapshot = useSyncExternalStore(subscribeStored, storedSnapshot, serverSnapshot);
  const values = JSON.parse(snapshot) as StoredValue[];
  return (
    <section className="debug-page" aria-labelledby="debug-page-title">
      <h2 id="debug-page-title">{DEBUG_TITLE}</h2>
      <dl className="debug-page__values">
        {values.map(({ key, label, value }) => (
          <div key={key} className="debug-page__row">
            <dt>
              {label} <code>{key}</code>
            </dt>
            <dd>
              <pre>{value ?? EMPTY_VALUE}</pre>
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="debug-page__clear" onClick={clearStorage}>
        {CLEAR_LABEL}
      </button>
    </section>
  );
}
