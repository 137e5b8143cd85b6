import { lazy } from 'react';
import { useSelector } from 'react-redux';
import type { RouteObject } from 'react-router';
import { type AccountCustomer, AccountNav, useCreditNotice } from '../features/account';
import { RequireSession, selectAuth } from '../features/auth';
import {
  CartTotals,
  useCartActions,
  useCartLines,
  useCartSummary,
  useRepriceCartOnOpen,
} from '../features/cart';
import { useFormatMoney } from '../lib/currency';

/**
 * The commerce routes (cart, wishlist, compare, checkout, login, logout and the protected customer area),
 * composed here so that the features never import each other.
 */
const CartPage = lazy(() => import('../features/cart/cart-page'));
const WishlistPage = lazy(() => import('../features/wishlist/wishlist-page'));
const ComparePage = lazy(() => import('../features/compare/compare-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const LogoutPage = lazy(() => import('../features/auth/logout-page'));
const AccountHomePage = lazy(() => import('../features/account/account-home-page'));
const InvoicesPage = lazy(() => import('../features/account/invoices-page'));
const OrdersPage = lazy(() => import('../features/account/orders-page'));
const ReceiptsPage = lazy(() => import('../features/account/receipts-page'));
const StatementPage = lazy(() => import('../features/account/statement-page'));
const QuickOrderPage = lazy(() => import('../features/quick-order/quick-order-page'));
const ReorderPage = lazy(() => import('../features/reorder/reorder-page'));
const SavedListsPage = lazy(() => import('../features/saved-lists/saved-lists-page'));

/** The cart and the checkout re-price the cart when they open: they show what the order will cost. */
function Cart() {
  useRepriceCartOnOpen();
  return <CartPage />;
}

function Wishlist() {
  const cart = useCartActions();
  return <WishlistPage onAddToCart={(p) => cart.add(p)} />;
}

function Compare() {
  const cart = useCartActions();
  return <ComparePage onAddToCart={(p) => cart.add(p)} />;
}

function Checkout() {
  useRepriceCartOnOpen();
  const lines = useCartLines();
  const cart = useCartActions();
  const { session } = useSelector(selectAuth);
  const format = useFormatMoney();
  const { total } = useCartSummary();
  const credit = useCreditNotice(session?.Terceroid ?? null, total);
  return (
    <CheckoutPage
      credit={credit}
      lines={lines.map((l) => ({
        productId: l.product.id,
        name: l.product.name,
        code: l.product.code,
        variant: [l.selectedProductColor, l.selectedProductSize].filter(Boolean).join(' · '),
        color: l.selectedProductColor ?? '',
        size: l.selectedProductSize ?? '',
        quantity: l.quantity,
        unitPrice: l.priceF,
        comment: l.comment,
      }))}
      customer={session ? { terceroid: session.Terceroid, tercerosucid: session.Tercerosucid } : null}
      summary={<CartTotals format={format} />}
      onOrdered={() => cart.emptyAfterOrder()}
    />
  );
}

/** Quick order: its valid rows go into the cart in one step. */
function QuickOrder() {
  const cart = useCartActions();
  const { session } = useSelector(selectAuth);
  return <QuickOrderPage loggedIn={session !== null} onAddToCart={(items) => cart.addMany(items)} />;
}

/** Reorder: the chosen lines of a past order go into the cart. */
function Reorder() {
  const cart = useCartActions();
  const { session } = useSelector(selectAuth);
  return session ? (
    <ReorderPage terceroid={session.Terceroid} onAddToCart={(items) => cart.addMany(items)} />
  ) : null;
}

/** Saved lists: the cart saved under a name on the server, loaded back into the cart. */
function SavedLists() {
  const cart = useCartActions();
  const lines = useCartLines();
  const { session } = useSelector(selectAuth);
  return session ? (
    <SavedListsPage
      terceroid={session.Terceroid}
      cart={lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }))}
      onLoad={(items) => cart.addMany(items)}
      nav={<AccountNav />}
    />
  ) : null;
}

/** The customer area's pages get the logged-in customer (the guard guarantees one). */
function useAccountCustomer(): AccountCustomer | null {
  const { session, customer } = useSelector(selectAuth);
  if (!session) return null;
  return {
    terceroid: session.Terceroid,
    tercerosucid: session.Tercerosucid,
    name: customer?.terceroNombre ?? session.Tercero,
    priceLevel: customer?.precioNivel ?? session.PrecioNivel,
    lastInvoice: customer?.ultimaFactura ?? null,
    daysSince: customer?.diasUltimaFactura ?? null,
  };
}

function Account({ page: Page }: { page: typeof AccountHomePage }) {
  const customer = useAccountCustomer();
  return customer ? <Page customer={customer} /> : null;
}

export const commerceRoutes: RouteObject[] = [
  { path: 'cart', element: <Cart /> },
  { path: 'wishlist', element: <Wishlist /> },
  { path: 'compare', element: <Compare /> },
  { path: 'checkout', element: <Checkout /> },
  { path: 'quick-order', element: <QuickOrder /> },
  { path: 'login-page', element: <LoginPage /> },
  { path: 'login-register', element: <LoginPage withRegister /> },
  { path: 'logout', element: <LogoutPage /> },
  {
    element: <RequireSession />,
    handle: { protected: true },
    children: [
      { path: 'home', element: <Account page={AccountHomePage} /> },
      { path: 'facturas', element: <Account page={InvoicesPage} /> },
      { path: 'pedidos', element: <Account page={OrdersPage} /> },
      { path: 'recibos', element: <Account page={ReceiptsPage} /> },
      { path: 'estado-cuenta', element: <Account page={StatementPage} /> },
      { path: 'pedidos/:pedidoid/reordenar', element: <Reorder /> },
      { path: 'listas', element: <SavedLists /> },
    ],
  },
];
