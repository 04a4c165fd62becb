const scripts = new Map<string, Promise<void>>();

/**
 * Adds a provider's script to the page once (the SDK and ad adapters share it: a second click does not load it twice). A
 * script that failed is forgotten, so a later click tries again.
 */
export function loadScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = src;
    tag.async = true;
    tag.onload = () => resolve();
    tag.onerror = () => reject(new Error(`${src} failed to load`));
    document.head.append(tag);
  });
  scripts.set(src, loading);
  // After the set: a script may fail at once.
  loading.catch(() => scripts.delete(src));
  return loading;
}
