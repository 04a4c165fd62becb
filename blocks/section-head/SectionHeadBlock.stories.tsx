import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardItems } from '../../fixtures/cards';
import { reachForCarousel, slideInView } from '../../fixtures/storybook';
import { Carousel } from '../../ui/Carousel';
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

/** Over a carousel (the next block on the page): the head's arrows move it. */
export const SobreUnCarrusel: Story = {
  name: 'Sobre un carrusel',
  render: (args) => (
    <>
      {/* As on a page: the head's island, then the carousel's block. */}
      <news-island data-block="section-head" data-hydrate="interaction" data-island-status="hydrated">
        <SectionHeadBlock {...args} />
      </news-island>
      <Carousel
        label="Nación"
        slides={cardItems(4).map((item) => (
          <a key={item.url} href={item.url}>
            {item.headline}
          </a>
        ))}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachForCarousel(canvasElement);
    const carousel = await waitFor(() => {
      const ready = canvasElement.querySelector('.carousel[data-carousel-ready]');
      if (!ready) throw new Error('the carousel is not ready');
      return ready;
    });
    await expect(slideInView(carousel)).toBe('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(slideInView(carousel)).toBe('1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(slideInView(carousel)).toBe('0'));
  },
};
