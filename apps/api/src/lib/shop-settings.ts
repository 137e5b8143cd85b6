import type { CurrencySettings } from '@mostrador/domain';

/**
 * The server's settings the storefront (apps/web/src/lib/currency.ts) and the staff console
 * (apps/web/src/console/lib/format.ts) read, in every page, before </head>: a data block, which no
 * Content-Security-Policy blocks and nothing runs.
 */
export function withShopSettings(html: string, currency: CurrencySettings): string {
  const script = `<script id="shop-settings" type="application/json">${JSON.stringify({ currency })}</script>`;
  return html.replace('</head>', () => `  ${script}\n  </head>`);
}
