import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps plain formatting as it is', () => {
    const html = '<p><strong>Café</strong> &amp; más:</p><ul><li>uno</li><li>dos</li></ul><br/>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    '<p>hola</p><script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">ver</a>',
    '<p onclick="alert(1)">hola</p>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe src="https://example.com"></iframe>',
    '<p>1 < 2 <scr<script>ipt>alert(1)</script></p>',
  ])('removes script from %s', (html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
  });

  it('keeps the harmless part of a hostile record', () => {
    expect(sanitizeHtml('<p><em>Oferta</em></p><img src="x" onerror="alert(1)">')).toContain(
      '<em>Oferta</em>',
    );
  });

  it('drops style attributes and keeps the text they styled', () => {
    const clean = sanitizeHtml(
      '<p style="position:fixed;inset:0;background:url(https://evil.example/x.png)">Oferta <span style="color:red">hoy</span></p>',
    );
    expect(clean).not.toMatch(/style|evil/i);
    expect(clean).toBe('<p>Oferta <span>hoy</span></p>');
  });

  it('keeps links and pictures with their safe attributes', () => {
    const html =
      '<p><a href="https://example.com/ficha.pdf" title="Ficha">Ficha</a> <img src="/Files/Images/a.png" alt="A"></p>';
    expect(sanitizeHtml(html)).toBe(
      '<p><a href="https://example.com/ficha.pdf" title="Ficha">Ficha</a> <img src="/Files/Images/a.png" alt="A" /></p>',
    );
  });
});
