import type { RecoAdapter } from './adapter';

export const FAKE_RECOMMENDATIONS = 4;

/** Test stand-in for the network: fills the container with labelled links to this site, no request leaves the page. */
export function fakeRecoAdapter(): RecoAdapter {
  return {
    load: () => Promise.resolve(),
    render: ({ element, mode }) => {
      const list = document.createElement('ul');
      list.className = 'reco-widget__fake';
      list.dataset.fake = mode;
      for (let i = 1; i <= FAKE_RECOMMENDATIONS; i++) {
        const link = document.createElement('a');
        link.href = '/';
        link.textContent = `Recomendación de prueba ${i}`;
        list.append(Object.assign(document.createElement('li'), { className: 'reco-widget__fake-item' }));
        list.lastElementChild?.append(link);
      }
      element.append(list);
      return Promise.resolve();
    },
  };
}
