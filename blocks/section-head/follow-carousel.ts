/** What swiper leaves on its element (`el.swiper`): the carousel's own controls. */
interface SwiperElement extends Element {
  swiper?: { slidePrev: () => void; slideNext: () => void };
}

/**
 * The carousel a section head stands over: the first `.carousel` after the head's block on the page (the head is
 * its own block, so the carousel is a sibling of its island, not a child).
 */
export function followingCarousel(head: Element): SwiperElement | null {
  const block = head.closest('news-island') ?? head;
  for (let next = block.nextElementSibling; next; next = next.nextElementSibling) {
    const swiper = next.matches('.swiper') ? next : next.querySelector('.swiper');
    if (swiper) return swiper;
  }
  return null;
}

export function moveCarousel(head: Element, direction: 'prev' | 'next'): void {
  const swiper = followingCarousel(head)?.swiper;
  if (direction === 'prev') swiper?.slidePrev();
  else swiper?.slideNext();
}
