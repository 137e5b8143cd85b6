import { type ComponentType, createElement, isValidElement, lazy, useState } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { BLOG_LAYOUTS, type BlogLayoutId } from '../features/blog/blog-layouts';
import { SHOP_LAYOUTS, type ShopLayoutId } from '../features/catalogue/shop-layouts';
import { HOME_VARIANT_IDS } from '../features/home/variant-ids';
import { PRODUCT_LAYOUTS, type ProductLayoutId } from '../features/product/product-layouts';
import { i18n } from '../lib/i18n';
import { commerceRoutes } from './commerce-routes';
import { RootLayout } from './layout/root-layout';

/**
 * Every page is its own chunk, loaded behind the preloader (RootLayout's Suspense), together with its
 * i18n namespaces (fetched in parallel with the code instead of after it). `preload` starts that load
 * before the page renders (see preloadPage). A page already loaded renders at once, without suspending:
 * the first page is loaded before it is hydrated, and a page that suspended while hydrating would lose the
 * server's DOM past its first element (Preact keeps only that one), to build it again.
 */
function page<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: string[],
  source: string,
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function Page(props: P) {
    // Chosen once per page shown: a page that waited keeps its lazy wrapper, and with it its state.
    const [Shown] = useState(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  // `source`: the module's path in the build's manifest (the server preloads a rendered page's chunk).
  return Object.assign(Page, { preload, source });
}

const HomePage = page(
  () => import('../features/home/home-page'),
  ['home'],
  'src/features/home/home-page.tsx',
);
const ShopPage = page(
  () => import('../features/catalogue/shop-page'),
  ['catalogue'],
  'src/features/catalogue/shop-page.tsx',
);
const ProductPage = page(
  () => import('../features/product/product-page'),
  ['product'],
  'src/features/product/product-page.tsx',
);
const BlogListPage = page(
  () => import('../features/blog/blog-list-page'),
  ['blog'],
  'src/features/blog/blog-list-page.tsx',
);
const BlogDetailsPage = page(
  () => import('../features/blog/blog-details-page'),
  ['blog'],
  'src/features/blog/blog-details-page.tsx',
);
const AboutPage = page(
  () => import('../features/info/about-page'),
  ['info'],
  'src/features/info/about-page.tsx',
);
const ContactPage = page(
  () => import('../features/info/contact-page'),
  ['info'],
  'src/features/info/contact-page.tsx',
);
const MyAccountPage = page(
  () => import('../features/info/my-account-page'),
  ['info'],
  'src/features/info/my-account-page.tsx',
);
const NotFoundPage = page(() => import('./pages/not-found-page'), [], 'src/app/pages/not-found-page.tsx');

const homeRoutes: RouteObject[] = [
  { index: true, element: <HomePage variant="fashion" front /> },
  ...HOME_VARIANT_IDS.map((id) => ({ path: `home-${id}`, element: <HomePage variant={id} /> })),
];

const shopRoutes: RouteObject[] = (Object.keys(SHOP_LAYOUTS) as ShopLayoutId[]).map((id) => ({
  path: id === 'shop-grid-filter' ? `${id}/:categoriaid` : id,
  element: <ShopPage layout={id} />,
}));

const productRoutes: RouteObject[] = (Object.keys(PRODUCT_LAYOUTS) as ProductLayoutId[]).map((id) => ({
  path: `${id}/:id`,
  element: <ProductPage layout={id} />,
}));

const blogRoutes: RouteObject[] = [
  ...(Object.keys(BLOG_LAYOUTS) as BlogLayoutId[]).map((id) => ({
    path: id,
    element: <BlogListPage layout={id} />,
  })),
  { path: 'blog-details-standard', element: <BlogDetailsPage /> },
];

/** What the server does with a route: renders it (`page`; `missing`: with status 404) or leaves it to the browser. */
export type ServerRendering = 'page' | 'missing';
const onServer = (routes: RouteObject[], handle: ServerRendering = 'page'): RouteObject[] =>
  routes.map((route) => ({ ...route, handle: { ssr: handle } }));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...onServer([
        ...homeRoutes,
        ...shopRoutes,
        ...productRoutes,
        ...blogRoutes,
        { path: 'about', element: <AboutPage /> },
        { path: 'contact', element: <ContactPage /> },
        { path: 'my-account', element: <MyAccountPage /> },
      ]),
      ...commerceRoutes,
      ...onServer(
        [
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
        'missing',
      ),
    ],
  },
];

/**
 * How the server answers `pathname`: rendered (`page`, `missing`), `protected` (a customer page: without a
 * session the server redirects to the login page), or `browser` (the cart, checkout, login and the like
 * read what this browser keeps: the server sends the shell).
 */
export function serverRenderingOf(pathname: string): ServerRendering | 'protected' | 'browser' {
  const matches = matchRoutes(routes, pathname) ?? [];
  if (matches.some((m) => isRecord(m.route.handle) && m.route.handle.protected === true)) return 'protected';
  const handle: unknown = matches.at(-1)?.route.handle;
  if (isRecord(handle) && (handle.ssr === 'page' || handle.ssr === 'missing')) return handle.ssr;
  return 'browser';
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/** The app's routes (declarative mode: no data APIs are used, which keeps the router small). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the page at `pathname` (its chunk and catalogues) at once. Called at start-up, so that a
 * first visit fetches the page together with the shell's catalogues instead of after them (the shell
 * suspends until those arrive, and only then would render the lazy page): one round trip less before the
 * page's first paint.
 */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  const type = pageTypeOf(pathname);
  if (type && 'preload' in type && typeof type.preload === 'function') return type.preload();
  return undefined;
}

/** The source module of the lazy page at `pathname` (its key in the build's manifest), if any. */
export function pageSourceOf(pathname: string): string | undefined {
  const type = pageTypeOf(pathname);
  return type && 'source' in type && typeof type.source === 'string' ? type.source : undefined;
}

function pageTypeOf(pathname: string): object | undefined {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement(element)) return undefined;
  // A lazy component is an object under React and a function under preact/compat.
  const type: unknown = element.type;
  return (typeof type === 'object' || typeof type === 'function') && type !== null ? type : undefined;
}
