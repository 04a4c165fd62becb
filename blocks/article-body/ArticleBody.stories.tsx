import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../.storybook/fixtures';
import { LOCKED_STATE_CODE } from '../../server/paywall/decide-access';
import { ArticleBody } from './ArticleBody';
import { projectBody } from './elements/project';
import { storyArticle } from './story-fixtures';

const meta = {
  title: 'Bloques/article-body',
  component: ArticleBody,
  args: {
    config: { published: true },
    // Text, headers (h2, centred h3), image with 'Foto:' credit, quote, list, divider, table.
    data: { locked: false, elements: projectBody(storyArticle().content_elements) },
    ctx: ctxFixture(),
  },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completo: Story = {};

/** Content code '3' for an anonymous reader: an empty locked container and the invitation. */
export const Bloqueado: Story = {
  args: { data: { locked: true, lockedStateCode: LOCKED_STATE_CODE } },
};

export const BloqueadoMovil: Story = {
  args: { data: { locked: true, lockedStateCode: LOCKED_STATE_CODE } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Movil: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
