import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { SectionHeadBlock } from './SectionHeadBlock';

const meta = {
  title: 'Bloques/Mobiliario del sitio/section-head',
  id: 'bloques-section-head',
  component: SectionHeadBlock,
  args: {
    config: { published: true, title: 'Nación', link: '/nacion/', isBlue: false, divider: false, hasIcon: false },
    data: null,
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof SectionHeadBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConEnlace: Story = { name: 'Con enlace' };

export const SinEnlace: Story = {
  name: 'Sin enlace',
  args: { config: { ...meta.args.config, title: 'Opinión', link: undefined } },
};

/** The looks of spec 3, 3: blue band, divider and the brand mark. */
export const AzulConIcono: Story = {
  name: 'Azul con icono',
  args: { config: { ...meta.args.config, isBlue: true, divider: true, hasIcon: true } },
};
