import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { LOCKED_STATE_CODE } from '../../contracts/entitlement';
import { placeholderImage } from '../../fixtures/article';
import { liveStoryFixture } from '../../fixtures/live';
import { LiveBlogBody } from './LiveBlogBody';
import { liveBlogMeta, projectLiveBody } from './project-live';

const ctx = ctxFixture();
// Storybook has no image resizer: the body image is drawn inline.
const story = liveStoryFixture();
story.content_elements = story.content_elements.map((el) =>
  el.type === 'image' ? { ...el, url: placeholderImage('Foto del cuerpo'), images_data: undefined } : el,
);
const meta = liveBlogMeta(story, ctx.site.timezone);

const storyMeta = {
  title: 'Bloques/Otros/live-blog-body',
  id: 'bloques-live-blog-body',
  component: LiveBlogBody,
  args: {
    config: { published: true },
    // Timed entries ('4:05 p. m.', '2:40 pm', '11:05 a.m.', '10:30 am'), an untimed paragraph, an image.
    data: {
      locked: false,
      items: projectLiveBody(story.content_elements, story.publish_date, ctx.site.timezone),
      meta,
    },
    ctx,
  },
} satisfies Meta<typeof LiveBlogBody>;

export default storyMeta;
type Story = StoryObj<typeof storyMeta>;

export const EnVivo: Story = { name: 'En vivo' };

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Content code '3' for an anonymous reader: no update at all, the subscription invitation. */
export const Bloqueado: Story = {
  name: 'Bloqueado',
  args: { data: { locked: true, lockedStateCode: LOCKED_STATE_CODE, meta } },
};

/** A publish date that cannot be read: the times show, with no machine-readable date. */
export const SinFecha: Story = {
  name: 'Sin fecha',
  args: {
    data: { locked: false, items: projectLiveBody(story.content_elements, 'sin fecha', ctx.site.timezone), meta },
  },
};
