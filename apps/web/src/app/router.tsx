import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { BLOG_LAYOUTS, type BlogLayoutId } from '../features/blog/blog-layouts';
import { SHOP_LAYOUTS, type ShopLayoutId } from '../features/catalogue/shop-layouts';
import { HOME_VARIANT_IDS } from '../features/home/variant-ids';
import { PRODUCT_LAYOUTS, type ProductLayoutId } from '../features/product/product-layouts';
import { commerceRoutes } from './commerce-routes';
import { RootLayout } from './layout/root-layout';

// Every page is its own chunk, loaded behind the preloader (RootLayout's Suspense).
const HomePage = lazy(() => import('../features/home/home-page'));
const ShopPage = lazy(() => import('../features/catalogue/shop-page'));
const ProductPage = lazy(() => import('../features/product/product-page'));
const BlogListPage = lazy(() => import('../features/blog/blog-list-page'));
const BlogDetailsPage = lazy(() => import('../features/blog/blog-details-page'));
const AboutPage = lazy(() => import('../features/info/about-page'));
const ContactPage = lazy(() => import('../features/info/contact-page'));
const MyAccountPage = lazy(() => import('../features/info/my-account-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

const homeRoutes: RouteObject[] = [
  { index: true, element: <HomePage variant="fashion" /> },
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

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...homeRoutes,
      ...shopRoutes,
      ...productRoutes,
      ...blogRoutes,
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'my-account', element: <MyAccountPage /> },
      ...commerceRoutes,
      { path: 'not-found', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's routes (declarative mode: no data APIs are used, which keeps the router small). */
export function AppRoutes() {
  return useRoutes(routes);
}
