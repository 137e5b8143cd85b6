import { act, render } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image';

describe('LazyImage', () => {
  it('is rendered on the server without its source, lazy and decoded apart', () => {
    const html = renderToString(<LazyImage src="/Files/Images/p1.webp" alt="" width="300" height="300" />);
    expect(html).not.toContain(' src=');
    expect(html).toContain('data-src="/Files/Images/p1.webp"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
  });

  it('asks for its picture only once its frame reaches the screen', () => {
    // The browser's IntersectionObserver, played by the test: `report` says whether the frame is on screen.
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        unobserve() {}
      },
    );
    const { container } = render(<LazyImage src="/Files/Images/p1.webp" alt="" width="300" height="300" />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no picture');
    const onScreen = (isIntersecting: boolean) =>
      act(() => report([{ isIntersecting, target: img } as never], {} as IntersectionObserver));
    expect(img).not.toHaveAttribute('src');
    onScreen(false);
    expect(img).not.toHaveAttribute('src');
    onScreen(true);
    expect(img).toHaveAttribute('src', '/Files/Images/p1.webp');
  });

  it('is no longer watched once taken off the page', async () => {
    const watched = new Set<Element>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(target: Element) {
          watched.add(target);
        }
        unobserve(target: Element) {
          watched.delete(target);
        }
      },
    );
    // A module of its own, whose shared observer is this test's.
    vi.resetModules();
    const { LazyImage } = await import('./lazy-image');
    const { container, rerender, unmount } = render(<LazyImage src="/Files/Images/p1.webp" alt="" />);
    const first = container.querySelector('img');
    expect([...watched]).toEqual([first]);
    // Another picture is another element: the first one is let go.
    rerender(<LazyImage src="/Files/Images/p2.webp" alt="" />);
    const second = container.querySelector('img');
    expect(second).not.toBe(first);
    expect([...watched]).toEqual([second]);
    unmount();
    expect(watched.size).toBe(0);
  });
});
