import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ctxFixture } from '../../fixtures/site';
import { RECO_MODE, RECO_PLACEMENT } from './config';
import { FAKE_RECOMMENDATIONS } from './fake-adapter';
import { NO_RECO_ACCOUNT, RecommendationWidget } from './RecommendationWidget';

const CONSENT = 'consentimiento-terceros';

const meta = {
  title: 'Bloques/Utilidades/recommendation-widget',
  id: 'bloques-recommendation-widget',
  component: RecommendationWidget,
  args: { config: { published: true, mode: RECO_MODE, placement: RECO_PLACEMENT }, data: null, ctx: ctxFixture() },
} satisfies Meta<typeof RecommendationWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The network stands in as the fake adapter with a test account; `consent` also accepts third parties. */
const withFakeNetwork = (consent: boolean) => () => {
  window.__RECO__ = { adapter: 'fake', account: 'prueba' };
  if (consent) localStorage.setItem(CONSENT, 'aceptado');
  else localStorage.removeItem(CONSENT);
  return () => {
    delete window.__RECO__;
    localStorage.removeItem(CONSENT);
  };
};

/** A site without an account (every demo site): the empty container with its mode, collapsed. */
export const SinCuenta: Story = {
  name: 'Sin cuenta',
  play: async ({ canvasElement }) => {
    const widget = canvasElement.querySelector<HTMLElement>('.reco-widget');
    await expect(widget?.dataset.mode).toBe(RECO_MODE);
    await expect(widget?.dataset.recoStatus).toBe('off');
    await expect(within(canvasElement).queryAllByRole('link')).toEqual([]);
  },
};

/** The editor's preview of a site without an account: a note that readers see nothing here. */
export const VistaPrevia: Story = {
  name: 'Vista previa',
  args: { ctx: { ...ctxFixture(), preview: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_RECO_ACCOUNT)).toBeVisible();
  },
};

/** An account and the reader's consent: the network fills the widget (here the fake one). */
export const ConRecomendaciones: Story = {
  name: 'Con recomendaciones',
  beforeEach: withFakeNetwork(true),
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link');
    await expect(links).toHaveLength(FAKE_RECOMMENDATIONS);
    await waitFor(() =>
      expect(canvasElement.querySelector('.reco-widget')).toHaveAttribute('data-reco-status', 'shown'),
    );
  },
};

/** An account but no consent yet: nothing is loaded and the widget stays collapsed. */
export const SinConsentimiento: Story = {
  name: 'Sin consentimiento',
  beforeEach: withFakeNetwork(false),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.reco-widget')).toHaveAttribute('data-reco-status', 'waiting'),
    );
    await expect(within(canvasElement).queryAllByRole('link')).toEqual([]);
  },
};
