import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture, withAdAccount } from '../../fixtures/site';
import { AdSlotBlock } from './AdSlotBlock';

const meta = {
  title: 'Bloques/Utilidades/ad-slot',
  id: 'bloques-ad-slot',
  component: AdSlotBlock,
  args: {
    config: { published: true, kind: 'lateral' },
    data: { slot: 'LATERAL_1', size: 'GP4', display: 'desktop' },
    ctx: withAdAccount(ctxFixture()),
  },
} satisfies Meta<typeof AdSlotBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side rail slot of a site with an ad account, before the ad fills: the GP4 reservation (600px), desktop only. */
export const Lateral: Story = { name: 'Lateral' };

/** Editor preview: a labelled placeholder and the missing publisher id message. */
export const VistaPrevia: Story = { name: 'Vista previa', args: { ctx: { ...ctxFixture(), preview: true } } };

/** Editor preview of a site with a publisher id: the placeholder only. */
export const VistaPreviaConEditor: Story = {
  name: 'Vista previa con editor',
  args: { ctx: { ...withAdAccount(ctxFixture()), preview: true } },
};

/** The bottom anchor (STICKY, GP1), fixed to the bottom of the screen. */
export const AnclaInferior: Story = {
  name: 'Ancla inferior',
  args: {
    config: { published: true, kind: 'anchor' },
    data: { slot: 'STICKY', size: 'GP1', display: 'all' },
    ctx: { ...ctxFixture(), preview: true },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The interstitial (INTERSTITIAL, GP7) in the editor's preview; readers of a site without an ad account get nothing. */
export const Intersticial: Story = {
  name: 'Intersticial',
  args: {
    config: { published: true, kind: 'interstitial' },
    data: { slot: 'INTERSTITIAL', size: 'GP7', display: 'all' },
    ctx: { ...ctxFixture(), preview: true },
  },
};

/** The pre-home space (HOME/PREHOME, GP2) before the home's content. */
export const Prehome: Story = {
  name: 'Prehome',
  args: {
    config: { published: true, kind: 'prehome' },
    data: { slot: 'HOME/PREHOME', size: 'GP2', display: 'all' },
    ctx: { ...ctxFixture(), preview: true },
  },
};
