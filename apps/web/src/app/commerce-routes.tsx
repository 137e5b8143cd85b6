import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession } from '../features/auth';
import type * as Pages from './commerce-pages';

/**
 * The commerce routes (cart, wishlist, compare, checkout, login, logout and the protected customer area).
 * Their pages, and what wires them to the features (commerce-pages.tsx), load when one is visited: the
 * first load of a public page carries only this table.
 */
const pages = () => import('./commerce-pages');
const commercePage = (name: Exclude<keyof typeof Pages, 'Account' | 'Login'>) =>
  lazy(() => pages().then((m) => ({ default: m[name] })));

const Cart = commercePage('Cart');
const Wishlist = commercePage('Wishlist');
const Compare = commercePage('Compare');
const Checkout = commercePage('Checkout');
const QuickOrder = commercePage('QuickOrder');
const OrderLookup = commercePage('OrderLookup');
const Reorder = commercePage('Reorder');
const SavedLists = commercePage('SavedLists');
const Approvals = commercePage('Approvals');
const Company = commercePage('Company');
const LoginPage = lazy(() => pages().then((m) => ({ default: m.Login })));
const LogoutPage = commercePage('Logout');
const ForgotPassword = commercePage('ForgotPassword');
const ResetPassword = commercePage('ResetPassword');
const Acting = commercePage('Acting');

/** A page of the customer area, given the logged-in customer (the guard guarantees one). */
const Account = lazy(() => pages().then((m) => ({ default: m.Account })));
const accountPage = (name: Pages.AccountPageName) => <Account page={name} />;

export const commerceRoutes: RouteObject[] = [
  { path: 'cart', element: <Cart /> },
  { path: 'wishlist', element: <Wishlist /> },
  { path: 'compare', element: <Compare /> },
  { path: 'checkout', element: <Checkout /> },
  { path: 'quick-order', element: <QuickOrder /> },
  { path: 'order-lookup', element: <OrderLookup /> },
  { path: 'login-page', element: <LoginPage /> },
  { path: 'login-register', element: <LoginPage withRegister /> },
  { path: 'logout', element: <LogoutPage /> },
  { path: 'forgot-password', element: <ForgotPassword /> },
  { path: 'reset-password', element: <ResetPassword /> },
  { path: 'acting', element: <Acting /> },
  {
    element: <RequireSession />,
    handle: { protected: true },
    children: [
      { path: 'home', element: accountPage('home') },
      { path: 'facturas', element: accountPage('invoices') },
      { path: 'pedidos', element: accountPage('orders') },
      { path: 'recibos', element: accountPage('receipts') },
      { path: 'estado-cuenta', element: accountPage('statement') },
      { path: 'pedidos/:orderId/reordenar', element: <Reorder /> },
      { path: 'facturas/:invoiceId/reordenar', element: <Reorder /> },
      { path: 'listas', element: <SavedLists /> },
      { path: 'approvals', element: <Approvals /> },
      { path: 'company', element: <Company /> },
    ],
  },
];
