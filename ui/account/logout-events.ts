/** Spec 2, 4: whoever must forget the reader at logout (a cart, a SwG session, an island's state) listens here. */
type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` at each logout; the answer removes it. */
export function onLogout(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fires the logout event once for every listener; one listener's failure does not skip the others. */
export function emitLogout(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (err) {
      console.error('logout listener failed', err);
    }
  }
}
