// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import block from './index';
import { LabelChips } from './LabelChips';

afterEach(cleanup);

describe('label-chips (spec 3, 2)', () => {
  it("shows exactly 'SUB-20 FEMENINA' and 'Elecciones 2023' by default", () => {
    render(<LabelChips config={block.config.parse({ published: true })} data={null} ctx={ctxFixture()} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SUB-20 FEMENINA', 'Elecciones 2023']);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a chip that has a link, and refuses an unsafe one', () => {
    const config = block.config.parse({ published: true, labels: [{ text: 'Elecciones 2023', link: '/elecciones/' }] });
    render(<LabelChips config={config} data={null} ctx={ctxFixture()} />);
    expect(screen.getByRole('link', { name: 'Elecciones 2023' }).getAttribute('href')).toBe('/elecciones/');
    const bad = { published: true, labels: [{ text: 'x', link: 'javascript:alert(1)' }] };
    expect(block.config.safeParse(bad).success).toBe(false);
  });
});
