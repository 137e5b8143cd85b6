// The ERP's printable page made whole: what the browser would decode, and every stylesheet, picture and font
// the page names on its own host written into it, whatever the ERP's markup and files say. Through the page's
// one seam, the function that fetches a file (here the files of a table; the ERP client's over HTTP is tested
// in account.test.ts).
import { describe, expect, it } from 'vitest';
import {
  type FetchFile,
  MAX_PAGE_FILES,
  MAX_WRITTEN_IN,
  type PageFile,
  selfContainedPage,
} from './printable-page';

const ERP = 'http://erp.example';
const PAGE_URL = new URL(`${ERP}/ReporteApp/Factura/ImprimirFactura?empresaid=1&id=7`);
const css = (text: string | Buffer, type = 'text/css; charset=utf-8'): PageFile => ({
  type,
  data: Buffer.from(text),
});
const png = (text: string): PageFile => ({ type: 'image/png', data: Buffer.from(text) });
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The page made whole from `html` (bytes as given), with the ERP's files of `files`; the addresses asked. */
async function whole(
  html: string | Buffer,
  files: Record<string, PageFile>,
  { type = 'text/html', fetchFile }: { type?: string; fetchFile?: FetchFile } = {},
) {
  const asked: string[] = [];
  const page = await selfContainedPage(
    typeof html === 'string' ? Buffer.from(html) : html,
    type,
    PAGE_URL,
    fetchFile ??
      (async (url) => {
        asked.push(url.href);
        return files[url.href];
      }),
    new AbortController().signal,
  );
  return { page, asked };
}

describe("the ERP's printable page, made whole", () => {
  it('reads the page in the charset the browser would, and answers it in UTF-8', async () => {
    const text = Buffer.from('<p>Factura electr\xf3nica N\xba 7</p>', 'latin1');
    for (const [bytes, type] of [
      [text, 'text/html; charset=windows-1252'],
      [Buffer.concat([Buffer.from('<meta charset="iso-8859-1">'), text]), 'text/html'],
      [
        Buffer.concat([
          Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=latin1">'),
          text,
        ]),
        'text/html',
      ],
    ] as const) {
      const { page } = await whole(bytes, {}, { type });
      expect(page).toContain('<p>Factura electrónica Nº 7</p>');
      expect(page).not.toMatch(/latin1|iso-8859-1/i);
    }
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>Añil</p>')]);
    expect((await whole(bom, {}, { type: 'text/html; charset=windows-1252' })).page).toContain('<p>Añil</p>');
    // A charset this server cannot decode: the page still prints.
    const odd = await whole('<p>Total 7</p>', {}, { type: 'text/html; charset=x-user-defined' });
    expect(odd.page).toContain('<p>Total 7</p>');
  });

  it('reads each stylesheet in its own charset, else in the page’s', async () => {
    const pagina = Buffer.from('h1::before{content:"P\xe1gina"}', 'latin1');
    const { page } = await whole(
      Buffer.from(
        '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css"><link rel="stylesheet" href="/c.css">',
      ),
      {
        [`${ERP}/a.css`]: css(pagina, 'text/css'),
        [`${ERP}/b.css`]: css(
          Buffer.concat([Buffer.from('@charset "utf-8";'), Buffer.from('p{content:"Año"}')]),
          'text/css',
        ),
        [`${ERP}/c.css`]: css(Buffer.from('i{content:"\xd1"}', 'latin1'), 'text/css; charset=windows-1252'),
      },
      { type: 'text/html; charset=windows-1252' },
    );
    expect(page).toContain('content:"Página"');
    expect(page).toContain('content:"Año"');
    expect(page).toContain('content:"Ñ"');
  });

  it('follows the page’s base and each stylesheet’s own address; an import chain that loops ends', async () => {
    const { page } = await whole(
      '<base href="/Content/"><link rel="stylesheet" href="a.css" media="print"><img src="logo.png" srcset="logo@2x.png 2x"><img srcset="solo.png, solo@2x.png 2x" alt="">',
      {
        [`${ERP}/Content/a.css`]: css('@import "sub/b.css";h1{color:navy}'),
        [`${ERP}/Content/sub/b.css`]: css('@import url(../a.css) print;p{background:url(../logo.png)}'),
        [`${ERP}/Content/logo.png`]: png('logo'),
        [`${ERP}/Content/solo.png`]: png('solo'),
      },
    );
    expect(page).toContain(
      `<style media="print">p{background:url("data:image/png;base64,${b64('logo')}")}h1{color:navy}</style>`,
    );
    expect(page).toContain(`<img src="data:image/png;base64,${b64('logo')}">`);
    expect(page).toContain(`<img alt="" src="data:image/png;base64,${b64('solo')}">`);
  });

  it('keeps an import’s layer, support condition and media', async () => {
    const { page } = await whole(
      '<style>@import url(/t.css) layer(base) supports(display: grid) print</style>',
      {
        [`${ERP}/t.css`]: css('td{padding:2px}'),
      },
    );
    expect(page).toContain(
      '<style>@media print{@supports (display: grid){@layer base{td{padding:2px}}}}</style>',
    );
  });

  it('keeps every stylesheet’s text inside its style element', async () => {
    const breakout = css(
      'h1::after{content:"</style><meta http-equiv=refresh content=0;url=//evil.example>"}',
    );
    const { page } = await whole(
      '<link rel="stylesheet" href="/x.css"><style>@import "/y.css";</style><p id="after">text</p>',
      { [`${ERP}/x.css`]: breakout, [`${ERP}/y.css`]: breakout },
    );
    // A browser ends a style element's text at the first `</style`: past both, no element of the stylesheets.
    const outsideStyles = page.replace(/<style[^>]*>[\s\S]*?<\/style/gi, '');
    expect(outsideStyles).not.toContain('<meta');
    expect(page.match(/<\\\/style><meta/g)).toHaveLength(2);
    expect(page).toContain('</head><body><p id="after">text</p>');
  });

  it('writes in only a file of the kind its place asks for, by a media type that is one', async () => {
    const { page } = await whole(
      '<link rel="stylesheet" href="/login.css"><img src="/script.png"><img src="/odd.png"><link rel="alternate stylesheet" href="/alt.css" title="Alto contraste">',
      {
        [`${ERP}/login.css`]: { type: 'text/html', data: Buffer.from('<html>login</html>') },
        [`${ERP}/script.png`]: { type: 'text/html', data: Buffer.from('<script>alert(1)</script>') },
        [`${ERP}/odd.png`]: { type: 'image/png")}</style><b>x</b><style>', data: Buffer.from('x') },
        [`${ERP}/alt.css`]: css('body{display:none}'),
      },
    );
    expect(page).toContain('<link rel="stylesheet" href="/login.css">');
    expect(page).toContain('<img src="/script.png"><img src="/odd.png">');
    expect(page).not.toMatch(/alert\(1\)|<b>x<\/b>|display:none/);
  });

  it('fetches only from its own host, each address once, so many at most; a comment or a fragment is not fetched', async () => {
    const elsewhere = Array.from(
      { length: MAX_PAGE_FILES + 2 },
      (_, i) =>
        `<link rel="stylesheet" href="https://cdn.example/${i}.css"><img src="//cdn.example/${i}.png">`,
    ).join('');
    const own = Array.from({ length: MAX_PAGE_FILES + 4 }, (_, i) => `/p${i}.png`);
    const files: Record<string, PageFile> = {};
    for (const name of own) files[`${ERP}${name}`] = png(name);
    const { page, asked } = await whole(
      `${elsewhere}<style>/* .old{background:url(/old.png)} */ .x{clip-path:url(#clip)}</style><img src="/p0.png">${own
        .map((name) => `<img src="${name}">`)
        .join('')}`,
      files,
    );
    expect(asked.every((href) => href.startsWith(`${ERP}/p`))).toBe(true);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toHaveLength(MAX_PAGE_FILES);
    expect(page.match(/src="data:image\/png/g)).toHaveLength(MAX_PAGE_FILES + 1);
    expect(page).toContain('https://cdn.example/0.css');
  });

  it('writes in at most so much, however often the page uses a file', async () => {
    const logo = png('x'.repeat(300_000));
    const { page, asked } = await whole('<img src="/logo.png">'.repeat(200), { [`${ERP}/logo.png`]: logo });
    expect(asked).toEqual([`${ERP}/logo.png`]);
    expect(page.length).toBeLessThan(MAX_WRITTEN_IN + 10_000);
    expect(page.match(/src="data:/g)?.length).toBe(Math.floor(MAX_WRITTEN_IN / (400_000 + 22)));
    expect(page.match(/src="\/logo.png"/g)?.length).toBeGreaterThan(100);
  });

  it('leaves as written what has not come by the deadline', async () => {
    const deadline = new AbortController();
    const fetchFile: FetchFile = (url, signal) =>
      url.pathname === '/fast.png'
        ? Promise.resolve(png('fast'))
        : new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const printing = selfContainedPage(
      Buffer.from('<link rel="stylesheet" href="/slow.css"><img src="/fast.png"><img src="/slow.png">'),
      'text/html',
      PAGE_URL,
      fetchFile,
      deadline.signal,
    );
    setTimeout(() => deadline.abort(), 20);
    const page = await printing;
    expect(page).toContain(`<img src="data:image/png;base64,${b64('fast')}"><img src="/slow.png">`);
    expect(page).toContain('<link rel="stylesheet" href="/slow.css">');
  });
});
