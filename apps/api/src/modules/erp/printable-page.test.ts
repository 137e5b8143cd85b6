// The ERP's printable page made whole: what the browser would decode, and every stylesheet, picture and font
// the page names written into it, whatever the ERP's markup does. Through the page's one seam, the function that
// fetches (here the files of a table; the ERP client's over HTTP is tested in account.test.ts).
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_RESOURCES, type Resource, selfContainedPage } from './printable-page';

const PAGE_URL = new URL('http://erp.example/ReporteApp/Factura/ImprimirFactura?empresaid=1&id=7');
const css = (text: string): Resource => ({ type: 'text/css; charset=utf-8', data: Buffer.from(text) });
const png = (text: string): Resource => ({ type: 'image/png', data: Buffer.from(text) });
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The page made whole from `html` (bytes as given), with the ERP's files of `files`; the addresses asked. */
async function whole(html: string | Buffer, files: Record<string, Resource>, type = 'text/html') {
  const asked: string[] = [];
  const page = await selfContainedPage(
    typeof html === 'string' ? Buffer.from(html) : html,
    type,
    PAGE_URL,
    async (url) => {
      asked.push(url.href);
      return files[url.href];
    },
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
      const { page } = await whole(bytes, {}, type);
      expect(page).toContain('<p>Factura electrónica Nº 7</p>');
      expect(page).not.toMatch(/latin1|iso-8859-1/i);
    }
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>Añil</p>')]);
    expect((await whole(bom, {}, 'text/html; charset=windows-1252')).page).toContain('<p>Añil</p>');
  });

  it('follows the page’s base and each stylesheet’s own address, and an import chain that loops ends', async () => {
    const { page } = await whole(
      '<base href="/Content/"><link rel="stylesheet" href="a.css" media="print"><img src="logo.png" srcset="logo@2x.png 2x">',
      {
        'http://erp.example/Content/a.css': css('@import "sub/b.css";h1{color:navy}'),
        'http://erp.example/Content/sub/b.css': css(
          '@import url(../a.css) print;p{background:url(../logo.png)}',
        ),
        'http://erp.example/Content/logo.png': png('logo'),
      },
    );
    expect(page).toContain(
      `<style media="print">p{background:url("data:image/png;base64,${b64('logo')}")}h1{color:navy}</style>`,
    );
    expect(page).toContain(`<img src="data:image/png;base64,${b64('logo')}">`);
  });

  it('keeps a stylesheet’s text inside its style element', async () => {
    const { page } = await whole('<link rel="stylesheet" href="/x.css"><p id="after">text</p>', {
      'http://erp.example/x.css': css('h1::after{content:"</style><script>alert(1)</script>"}'),
    });
    expect(page).toContain(
      '<style>h1::after{content:"<\\/style><script>alert(1)</script>"}</style></head><body><p id="after">',
    );
  });

  it('leaves as written what is not what it should be, and fetches each address once, so many at most', async () => {
    const names = Array.from({ length: MAX_PAGE_RESOURCES + 4 }, (_, i) => `/p${i}.png`);
    const files: Record<string, Resource> = {
      'http://erp.example/page.css': { type: 'text/html', data: Buffer.from('<html>login</html>') },
      'http://erp.example/svg.png': { type: 'text/html', data: Buffer.from('<script>alert(1)</script>') },
    };
    for (const name of names) files[`http://erp.example${name}`] = png(name);
    const { page, asked } = await whole(
      `<link rel="stylesheet" href="/page.css"><img src="/svg.png"><img src="/p0.png">${names
        .map((name) => `<img src="${name}">`)
        .join('')}`,
      files,
    );
    expect(page).toContain('<link rel="stylesheet" href="/page.css">');
    expect(page).toContain('<img src="/svg.png">');
    expect(page).not.toContain('alert(1)');
    expect(asked).toHaveLength(MAX_PAGE_RESOURCES);
    expect(new Set(asked).size).toBe(MAX_PAGE_RESOURCES);
    expect(page.match(/src="data:image\/png/g)).toHaveLength(MAX_PAGE_RESOURCES - 2 + 1);
  });
});
