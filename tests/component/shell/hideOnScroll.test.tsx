import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HideOnScroll } from '../../../src/layout/HideOnScroll';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

const bar = () => screen.getByTestId('bar');

describe('the app bar on scroll', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('shows on load, hides past 100 px down and comes back on the way up', async () => {
    render(
      <HideOnScroll>
        <div data-testid="bar">Aval</div>
      </HideOnScroll>,
    );
    expect(bar().style.visibility).toBe('');
    await scrollTo(60);
    expect(bar().style.visibility).toBe('');
    await scrollTo(300);
    await waitFor(() => expect(bar().style.visibility).toBe('hidden'));
    await scrollTo(250);
    await waitFor(() => expect(bar().style.visibility).toBe(''));
  });
});
