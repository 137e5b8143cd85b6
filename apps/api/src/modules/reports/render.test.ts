import { asMinor, type CurrencySettings, DEFAULT_CURRENCY_SETTINGS } from '@mostrador/domain';
import { describe, expect, it } from 'vitest';
import { LinkSigner } from '../../lib/signed-link';
import { labelsFor } from './labels';
import { type PrintDocument, renderDocument, renderProblem } from './render';

const distributor = {
  name: 'Mostrador Distribuciones S.A.S.',
  nit: '901234567-8',
  address: 'Carrera 48 # 10-45',
  city: 'Medellín',
  phone: '+57 604 321 0000',
  email: 'ventas@mostrador.example.com',
};

const invoice: PrintDocument = {
  kind: 'factura',
  number: 'FE-18230',
  date: '2026-11-19',
  customer: {
    name: 'Tienda <b>Uno</b>',
    nit: '900123456-7',
    branch: 'Principal',
    address: 'Calle 50 # 45-20',
  },
  lines: [
    {
      code: 'P-001',
      description: 'Café de origen 500 g',
      note: 'entregar "temprano"',
      quantity: 12,
      unitPrice: asMinor(1250),
      amount: asMinor(15000),
      tax: asMinor(2850),
    },
  ],
  subtotal: asMinor(15000),
  tax: asMinor(2850),
  total: asMinor(17850),
  balance: asMinor(8925),
};

function render(
  doc: PrintDocument,
  lang: 'en' | 'fn' | 'de' | 'es',
  currency: CurrencySettings = DEFAULT_CURRENCY_SETTINGS,
) {
  return renderDocument(doc, {
    labels: labelsFor(lang),
    distributor,
    printedAt: new Date('2026-11-22T10:00:00Z'),
    currency,
  });
}

describe('printable documents', () => {
  it('prints an invoice with the distributor, the lines, the taxes, the total and the balance', () => {
    const html = render(invoice, 'en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Invoice FE-18230</title>');
    expect(html).toContain('Mostrador Distribuciones S.A.S.');
    expect(html).toContain('901234567-8');
    expect(html).toContain('Café de origen 500 g');
    expect(html).toContain('$12.50');
    expect(html).toContain('$150.00');
    expect(html).toContain('$28.50');
    expect(html).toContain('$178.50');
    expect(html).toMatch(/Paid<\/th><td class="num">\$89\.25/);
    expect(html).toMatch(/Balance due<\/th><td class="num">\$89\.25/);
    expect(html).toContain('November 19, 2026');
    // The customer's box is headed "Customer" once, its name the first line.
    expect(html.match(/Customer/g)).toHaveLength(1);
    expect(html).toMatch(/<h2>Customer<\/h2><p class="name">[^<]+<\/p>/);
  });

  it("marks a refusal's page (the shop's Print opens the print dialog of any other page it opened)", () => {
    expect(render(invoice, 'en')).toContain('<body>');
    expect(renderProblem(403, labelsFor('en'))).toContain('<body data-refused>');
  });

  it('speaks the customer language', () => {
    const es = render(invoice, 'es');
    expect(es).toMatch(/<html lang="es">[\s\S]*Factura[\s\S]*Saldo/);
    expect(es).toContain('19 de noviembre de 2026');
    expect(render(invoice, 'fn')).toMatch(/<html lang="fr">[\s\S]*Facture[\s\S]*Reste à payer/);
    const de = render(invoice, 'de');
    expect(de).toMatch(/<html lang="de">[\s\S]*Rechnung[\s\S]*Offener Betrag/);
    expect(de).toContain('12,50');
  });

  it("prints in the shop's base currency (BASE_CURRENCY=COP): whole pesos, COP $ where dollars are offered too", () => {
    const pesos: PrintDocument = {
      ...invoice,
      lines: invoice.lines.map((line) => ({
        ...line,
        unitPrice: asMinor(1_250_000),
        amount: asMinor(15_000_000),
        tax: asMinor(2_850_000),
      })),
      subtotal: asMinor(15_000_000),
      tax: asMinor(2_850_000),
      total: asMinor(17_850_000),
      balance: asMinor(8_925_050),
    };
    const withDollars = { base: 'COP', offered: ['COP', 'USD'] } as const;
    const total = /Total<\/th><td class="num">([^<]+)</;
    expect(render(pesos, 'en', withDollars)).toContain('COP\u00a0$178,500<');
    expect(render(pesos, 'es', withDollars)).toContain('COP\u00a0$\u00a0178.500<');
    expect(render(pesos, 'fn', withDollars)).toContain('178\u202f500\u00a0COP\u00a0$<');
    expect(render(pesos, 'de', withDollars)).toContain('178.500\u00a0COP\u00a0$<');
    // The balance's 89.250,50 is written in whole pesos, rounded half away from zero.
    expect(render(pesos, 'es', withDollars)).toMatch(/Saldo<\/th><td class="num">COP\u00a0\$\u00a089\.251</);
    // Only pesos offered: the peso's own $, nothing to tell apart.
    const onlyPesos = render(pesos, 'es', { base: 'COP', offered: ['COP'] });
    expect(onlyPesos).toContain('$\u00a0178.500<');
    expect(onlyPesos).not.toContain('COP');
    expect(total.exec(render(invoice, 'en'))?.[1]).toBe('$178.50');
  });

  it('escapes what customers typed', () => {
    const html = render(invoice, 'en');
    expect(html).not.toContain('<b>Uno</b>');
    // The renderer escapes `<` and `&` in text (`>` alone opens nothing).
    expect(html).toContain('Tienda &lt;b>Uno&lt;/b>');
    expect(html).toContain('entregar &quot;temprano&quot;');
  });

  it('prints a product named with a <script> as text, never as markup', () => {
    const name = `Café <script>alert('x')</script> & "más"`;
    const line = invoice.kind === 'factura' ? invoice.lines[0] : undefined;
    if (!line) throw new Error('the invoice has a line');
    const html = render(
      { ...invoice, lines: [{ ...line, description: name, code: '<img src=x onerror=alert(1)>' }] },
      'en',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain("Café &lt;script>alert('x')&lt;/script> &amp; &quot;más&quot;");
    expect(html).toContain('&lt;img src=x onerror=alert(1)>');
  });

  it('prints a receipt with the invoices it paid and the withholdings', () => {
    const html = render(
      {
        kind: 'recibo',
        number: 'RC-5230',
        date: '2026-10-01',
        customer: { name: 'Tienda Uno', nit: '900123456-7' },
        invoices: [
          { number: 'FE-18200', date: '2026-09-01', amount: asMinor(10000) },
          { number: 'FE-18210', date: '2026-09-12', amount: asMinor(30000) },
        ],
        value: asMinor(40000),
        net: asMinor(39000),
      },
      'en',
    );
    expect(html).toContain('FE-18200');
    expect(html).toContain('FE-18210');
    expect(html).toMatch(/Discounts and withholdings<\/th><td class="num">\$10\.00/);
    expect(html).toMatch(/Net<\/th><td class="num">\$390\.00/);
  });
});

describe('signed links', () => {
  const signer = new LinkSigner('x'.repeat(32));
  const now = new Date('2026-11-22T10:00:00Z');

  it('opens the document it was signed for, for five minutes', () => {
    const { exp, firma } = signer.sign('factura', 12, 1001, now);
    expect(signer.verify('factura', 12, 1001, String(exp), firma, now)).toBe(true);
    expect(signer.verify('factura', 12, 1001, String(exp), firma, new Date(now.getTime() + 299_000))).toBe(
      true,
    );
    expect(signer.verify('factura', 12, 1001, String(exp), firma, new Date(now.getTime() + 300_000))).toBe(
      false,
    );
  });

  it('refuses another document, another owner, a changed expiry or another secret', () => {
    const { exp, firma } = signer.sign('factura', 12, 1001, now);
    expect(signer.verify('factura', 13, 1001, String(exp), firma, now)).toBe(false);
    expect(signer.verify('pedido', 12, 1001, String(exp), firma, now)).toBe(false);
    expect(signer.verify('factura', 12, 1002, String(exp), firma, now)).toBe(false);
    expect(signer.verify('factura', 12, 1001, String(exp + 3600), firma, now)).toBe(false);
    expect(new LinkSigner('y'.repeat(32)).verify('factura', 12, 1001, String(exp), firma, now)).toBe(false);
  });
});
