import type { ImgHTMLAttributes } from 'react';

let observer: IntersectionObserver | undefined;

/**
 * Gives each picture its source once it is on screen; a picture taken off the page is no longer watched (the
 * observer, shared by every picture, would otherwise keep each one it was given). Preact calls the function
 * returned here when it detaches the element.
 */
function watch(img: HTMLImageElement | null) {
  observer ??= new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      observer?.unobserve(target);
      (target as HTMLImageElement).src = (target as HTMLImageElement).dataset.src ?? '';
    }
  });
  if (!img) return;
  observer.observe(img);
  return () => observer?.unobserve(img);
}

/**
 * A picture off the first screen: its file is asked for only once its frame reaches the screen. The
 * browser's own `loading="lazy"` is not enough: Chromium fetches such pictures 1250-2500 px ahead of the
 * screen, which on `/` is every picture of the page. The server renders it without its source, which waits
 * in `data-src` (the hydrating render agrees; the app never sets `src` itself, and another picture is another
 * element). Give it `width` and `height` (or a frame of fixed size), so that nothing moves when it arrives,
 * and an empty `alt` unless a frame holds its size (until then Chromium draws the words of an `alt` in place
 * of the picture, at their own size).
 */
export function LazyImage({
  src,
  alt,
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  return <img key={src} {...img} alt={alt} data-src={src} ref={watch} loading="lazy" decoding="async" />;
}
