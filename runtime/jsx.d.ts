import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Server-rendered interactive block, hydrated alone by runtime/client/hydrate.ts. */
      'news-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-block': string;
        'data-hydrate': string;
        'data-island-status': string;
      };
    }
  }
}
