// The ERP client's printable pages: an invoice's, an order's or a receipt's page of the ERP with the files it
// names on the ERP's host written into it (printable-page.ts), those files kept a while for the next print.
import { type ReportKind, reportPathOf } from '@mostrador/contract';
import { LRUCache } from 'lru-cache';
import { type PageFile, selfContainedPage } from './printable-page';
import { type ErpTransport, ErpUnavailable, readUpTo } from './transport';

/** The most bytes of one of the ERP's printable pages the shop passes on. */
export const MAX_PRINTABLE_BYTES = 5 * 1024 * 1024;
/** The most bytes of one stylesheet, picture or font of a printable page the shop writes into it. */
export const MAX_PAGE_FILE_BYTES = 1024 * 1024;
/** How long a printable page waits for its files, all of them together, after the page has come. */
export const PAGE_FILES_WAIT_MS = 5_000;
/** How long a printable page's file is kept for the next print (the ERP's stylesheets and logo seldom change). */
export const PAGE_FILES_KEPT_MS = 10 * 60_000;

/** How the connector's messages name a document of each kind. */
const documentName: Record<ReportKind, string> = {
  factura: 'la factura',
  pedido: 'el pedido',
  recibo: 'el recibo',
};

/**
 * The files printable pages name (printable-page.ts asks only for those on the ERP's host), fetched as the
 * ERP's own clients' browsers fetch them: without the credential; a redirect is not followed; each kept for
 * PAGE_FILES_KEPT_MS. Undefined when missing, refused or over MAX_PAGE_FILE_BYTES.
 */
function keptPageFiles(timeoutMs: number) {
  const pageFiles = new LRUCache<string, PageFile>({
    maxSize: 16 * MAX_PAGE_FILE_BYTES,
    sizeCalculation: (file) => Math.max(1, file.data.byteLength),
    ttl: PAGE_FILES_KEPT_MS,
  });
  return async function pageFile(url: URL, signal: AbortSignal): Promise<PageFile | undefined> {
    const kept = pageFiles.get(url.href);
    if (kept) return kept;
    try {
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return undefined;
      }
      const data = await readUpTo(response, MAX_PAGE_FILE_BYTES, () => {
        throw new RangeError(`${url.pathname} pasa de ${MAX_PAGE_FILE_BYTES} bytes`);
      });
      const file = { type: response.headers.get('content-type') ?? '', data };
      pageFiles.set(url.href, file);
      return file;
    } catch {
      return undefined;
    }
  };
}

/** A printable page's fetch that failed before its body came, as an ErpUnavailable naming the document. */
function undelivered(error: unknown, what: string, timeoutMs: number): ErpUnavailable {
  if (error instanceof ErpUnavailable) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ErpUnavailable(`el ERP no entregó la impresión de ${what} en ${timeoutMs} ms`, 'timeout');
  return new ErpUnavailable(`el ERP no entregó la impresión de ${what}`, 'network');
}

export function printableReads(erp: ErpTransport) {
  const { options } = erp;
  const pageFile = keptPageFiles(options.timeoutMs);
  return {
    /**
     * The ERP's printable page of one of its invoices (`ImprimirFactura?empresaid&id`), orders
     * (`ImprimirPedido?empresaid&id`) or receipts (`ImprimirRecibo?id`), on its host root, asked with the shared
     * credential, with the stylesheets, pictures and fonts it names on the ERP's host written into it (the
     * shop's address may load nothing else: printable-page.ts); undefined when it has none by that id. Whose
     * the document is, is the caller's to check.
     */
    async printable(kind: ReportKind, id: number): Promise<string | undefined> {
      const what = `${documentName[kind]} ${id}`;
      const url = new URL(reportPathOf[kind], erp.base);
      if (kind !== 'recibo') url.searchParams.set('empresaid', String(options.empresaId));
      url.searchParams.set('id', String(id));
      let response: Response;
      let body: Uint8Array;
      try {
        response = await erp.fetch(
          url,
          {
            headers: { authorization: `Bearer ${options.token}`, accept: 'text/html' },
            signal: AbortSignal.timeout(options.timeoutMs),
          },
          `la impresión de ${what}`,
        );
        if (response.status === 404) return undefined;
        if (!response.ok)
          throw new ErpUnavailable(`el ERP respondió ${response.status} a la impresión de ${what}`, 'http', {
            status: response.status,
            msj: undefined,
          });
        body = await readUpTo(response, MAX_PRINTABLE_BYTES, () => {
          throw new ErpUnavailable(
            `la impresión de ${what} del ERP pasa de ${MAX_PRINTABLE_BYTES} bytes`,
            'answer',
          );
        });
      } catch (error) {
        throw undelivered(error, what, options.timeoutMs);
      }
      const type = response.headers.get('content-type') ?? '';
      if (!/^text\/html\b/i.test(type))
        throw new ErpUnavailable(`la impresión de ${what} del ERP no es HTML (${type})`, 'answer');
      return selfContainedPage(body, type, url, pageFile, AbortSignal.timeout(PAGE_FILES_WAIT_MS));
    },
  };
}
