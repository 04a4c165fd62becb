import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { Redirect, RedirectNotice } from './Redirect';

// The block's own props, drawn as the notice alone: the block itself would send Storybook away.
const meta = {
  title: 'Bloques/Utilidades/redirect',
  id: 'bloques-redirect',
  component: Redirect,
  args: {
    config: { published: true, url: '/suscripciones-online/' },
    data: { target: '/suscripciones-online/' },
    ctx: ctxFixture(),
  },
  render: ({ data }) => <RedirectNotice target={data.target} />,
} satisfies Meta<typeof Redirect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The moment before the browser leaves (or what a reader without JavaScript sees). */
export const Redirigiendo: Story = { name: 'Redirigiendo' };
