// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import block from './index';
import { ConfidencialesHeading } from './ConfidencialesHeading';

afterEach(cleanup);

describe('confidenciales-heading', () => {
  it("opens the story with 'Confidenciales', linking back to the section", () => {
    render(<ConfidencialesHeading />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Confidenciales');
    expect(link.getAttribute('href')).toBe('/confidenciales/');
  });

  it('is unpublished until an editor publishes it', () => {
    expect(block.config.parse({})).toEqual({ published: false });
  });
});
