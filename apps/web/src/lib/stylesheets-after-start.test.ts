import { afterEach, expect, it } from 'vitest';
import { applyStylesheetsAfterStart } from './stylesheets-after-start';

afterEach(() => {
  document.head.innerHTML = '';
});

it('applies the stylesheets held for the start, and leaves a print stylesheet for print', () => {
  document.head.innerHTML =
    '<link rel="stylesheet" media="print" data-after-start href="/assets/index.css">' +
    '<link rel="stylesheet" media="print" data-after-start href="/assets/pages.css">' +
    '<link rel="stylesheet" media="print" href="/assets/print.css">';
  applyStylesheetsAfterStart();
  const media = [...document.querySelectorAll<HTMLLinkElement>('link')].map((l) => [
    l.getAttribute('href'),
    l.media,
    l.hasAttribute('data-after-start'),
  ]);
  expect(media).toEqual([
    ['/assets/index.css', 'all', false],
    ['/assets/pages.css', 'all', false],
    ['/assets/print.css', 'print', false],
  ]);
});
