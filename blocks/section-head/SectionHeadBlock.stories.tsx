import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { SectionHeadBlock } from './SectionHeadBlock';

const meta = {
  title: 'Bloques/section-head',
  component: SectionHeadBlock,
  args: { config: { published: true, title: 'Nación', link: '/nacion/' }, data: null, ctx: ctxFixture() },
} satisfies Meta<typeof SectionHeadBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConEnlace: Story = {};

export const SinEnlace: Story = { args: { config: { published: true, title: 'Opinión' } } };
