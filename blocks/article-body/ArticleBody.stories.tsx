import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture, withAdAccount } from '../../fixtures/site';
import { LOCKED_STATE_CODE } from '../../contracts/entitlement';
import { ArticleBody } from './ArticleBody';
import { projectBody } from './elements/project';
import { everyElementFixture } from '../../fixtures/every-element';
import { placeAds } from './elements/place-ads';
import { placeholderImage, storyArticle } from '../../fixtures/article';

/** Every element type with ROBAPAGINA slots, pictures drawn inline (no resizer in Storybook). */
const everyElement = (ads: boolean) =>
  placeAds(
    projectBody(everyElementFixture().content_elements).map((el) =>
      el.type === 'gallery'
        ? { ...el, images: el.images.map((f, i) => ({ ...f, image: { url: placeholderImage(`Foto ${i + 1}`) } })) }
        : el.type === 'interstitial_link' && el.thumb
          ? { ...el, thumb: { url: placeholderImage('Miniatura') } }
          : el,
    ),
    { ads },
  );

const meta = {
  title: 'Bloques/Otros/article-body',
  id: 'bloques-article-body',
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

export const Completo: Story = { name: 'Completo' };

/** Content code '3' for an anonymous reader: an empty locked container and the invitation. */
export const Bloqueado: Story = {
  name: 'Bloqueado',
  args: { data: { locked: true, lockedStateCode: LOCKED_STATE_CODE, storyId: 'PREMIUM0000000000000000001' } },
};

export const BloqueadoMovil: Story = {
  name: 'Bloqueado en móvil',
  args: { data: { locked: true, lockedStateCode: LOCKED_STATE_CODE, storyId: 'PREMIUM0000000000000000001' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Every body element of spec 1, 2.4 with the ROBAPAGINA slots (a site with an ad account, ads not filled). */
export const TodosLosElementos: Story = {
  name: 'Todos los elementos',
  args: { data: { locked: false, elements: everyElement(true) }, ctx: withAdAccount(ctxFixture()) },
};

/** Sponsored content (owner.sponsored): no ad slot, no player. */
export const PatrocinadoSinPublicidad: Story = {
  name: 'Patrocinado sin publicidad',
  args: { data: { locked: false, elements: everyElement(false).filter((el) => el.type !== 'ad') } },
};

/** Editor preview: labelled placeholders instead of ads, and the missing DFP publisher id message. */
export const VistaPreviaEditor: Story = {
  name: 'Vista previa del editor',
  args: { data: { locked: false, elements: everyElement(true) }, ctx: { ...ctxFixture(), preview: true } },
};
