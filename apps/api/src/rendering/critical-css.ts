// The critical path of a rendered page: the rules it uses go inline in <head>, and the stylesheets are fetched
// after the first paint (Beasties moves them to the end of <body>, `preload: 'body'`, from where
// `deferStylesheets` takes them).
import Beasties from 'beasties';
import type { FastifyRequest } from 'fastify';
import { deferStylesheets } from './page-html';

/** The page's HTML with its critical rules inline; the HTML as it was when they cannot be. */
export function criticalCss(webDist: string): (html: string, request: FastifyRequest) => Promise<string> {
  const critical = new Beasties({
    path: webDist,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    // The focus ring matches no element of the HTML (it is a state), yet a keyboard user needs it before the
    // full stylesheet, fetched after the first paint, has arrived.
    allowRules: [/^\*?:focus-visible$/],
    compress: true,
    logLevel: 'silent',
  });
  return async (html, request) => {
    try {
      // (Beasties marks <html> for its own later passes: there are none.)
      return deferStylesheets((await critical.process(html)).replace(' data-beasties-container', ''));
    } catch (error) {
      request.log.warn({ err: error }, 'critical CSS not inlined');
      return html;
    }
  };
}
