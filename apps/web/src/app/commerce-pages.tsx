import { lazy, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { AccountAdministrator, type AccountCustomer, AccountNav, useCreditNotice } from '../features/account';
import { selectAuth, selectPriceLevel } from '../features/auth';
import {
  CartTotals,
  StockChangesNotice,
  useCartActions,
  useCartLines,
  useCartSummary,
  useRepriceCartOnOpen,
} from '../features/cart';
// Tables, list groups, checks and validation states: loaded with these pages (styles/pages.scss).
import '../styles/pages.scss';
import { isAdministrator } from '../lib/api';

/**
 * The commerce pages wired to the features they need (cart, session, credit notice), composed here so that
 * the features never import each other. Loaded only when one of them is visited (commerce-routes.tsx): none
 * is on a public page's first load.
 */
const CartPage = lazy(() => import('../features/cart/cart-page'));
const WishlistPage = lazy(() => import('../features/wishlist/wishlist-page'));
const ComparePage = lazy(() => import('../features/compare/compare-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const QuickOrderPage = lazy(() => import('../features/quick-order/quick-order-page'));
// In the checkout's file (which shows the same order summary): one chunk fewer for the build's hash names.
const OrderLookupPage = lazy(() =>
  import('../features/checkout/checkout-page').then((m) => ({ default: m.OrderLookupPage })),
);
const ReorderPage = lazy(() => import('../features/reorder/reorder-page'));
const SavedListsPage = lazy(() => import('../features/saved-lists/saved-lists-page'));
const ApprovalsPage = lazy(() => import('../features/approvals/approvals-page'));
const CompanyPage = lazy(() => import('../features/company/company-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const LogoutPage = lazy(() => import('../features/auth/logout-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const ActingPage = lazy(() => import('../features/auth/acting-page'));
const accountPages = {
  home: lazy(() => import('../features/account/account-home-page')),
  invoices: lazy(() => import('../features/account/invoices-page')),
  orders: lazy(() => import('../features/account/orders-page')),
  receipts: lazy(() => import('../features/account/receipts-page')),
  statement: lazy(() => import('../features/account/statement-page')),
};
export type AccountPageName = keyof typeof accountPages;

/** The cart and the checkout re-price the cart when they open: they show what the order will cost. */
export function Cart() {
  useRepriceCartOnOpen();
  return <CartPage />;
}

export function Wishlist() {
  const cart = useCartActions();
  return <WishlistPage onAddToCart={(p) => cart.add(p)} />;
}

export function Compare() {
  const cart = useCartActions();
  return <ComparePage onAddToCart={(p) => cart.add(p)} />;
}

export function Checkout() {
  useRepriceCartOnOpen();
  const lines = useCartLines();
  const cart = useCartActions();
  const { session } = useSelector(selectAuth);
  const { total } = useCartSummary();
  const credit = useCreditNotice(session?.customerId ?? null, total);
  // A new customer in this tab (another tab logged out and in) starts the page anew: its draft is not theirs.
  return (
    <CheckoutPage
      key={session?.customerId ?? 'guest'}
      credit={credit}
      lines={lines.map((l) => ({
        productId: l.product.id,
        name: l.product.name,
        code: l.product.code,
        color: l.selectedProductColor ?? '',
        size: l.selectedProductSize ?? '',
        quantity: l.quantity,
        unitPrice: l.priceF,
        comment: l.comment,
      }))}
      customer={
        session
          ? {
              customerId: session.customerId,
              branchId: session.branchId,
              viewOnly: session.role === 'viewer',
            }
          : null
      }
      summary={<CartTotals />}
      stockNotice={<StockChangesNotice />}
      onOrdered={() => cart.emptyAfterOrder()}
    />
  );
}

/** A guest's order found again by its number and the e-mail or NIT given with it. */
export function OrderLookup() {
  return <OrderLookupPage />;
}

/** Quick order: its valid rows go into the cart in one step. */
export function QuickOrder() {
  const cart = useCartActions();
  const { session } = useSelector(selectAuth);
  // A new customer in this tab (another tab logged out and in) starts the page anew: its rows are not theirs.
  return (
    <QuickOrderPage
      key={session?.customerId ?? 'guest'}
      customer={session?.customerId ?? null}
      onAddToCart={(items) => cart.addMany(items)}
    />
  );
}

/** Reorder: the chosen lines of a past order or invoice go into the cart. */
export function Reorder() {
  const cart = useCartActions();
  const { session } = useSelector(selectAuth);
  return session ? (
    <ReorderPage customerId={session.customerId} onAddToCart={(items) => cart.addMany(items)} />
  ) : null;
}

/** Saved lists: the cart saved under a name on the server, loaded back into the cart. */
export function SavedLists() {
  const cart = useCartActions();
  const lines = useCartLines();
  const { session } = useSelector(selectAuth);
  return session ? (
    <SavedListsPage
      customerId={session.customerId}
      cart={lines.map((l) => ({
        productId: l.product.id,
        quantity: l.quantity,
        color: l.selectedProductColor,
        size: l.selectedProductSize,
      }))}
      onLoad={(items) => cart.addMany(items)}
      nav={<AccountAreaNav />}
    />
  ) : null;
}

/** Orders waiting for approval: an approver decides them, a buyer sees their own and why. */
export function Approvals() {
  const { session } = useSelector(selectAuth);
  return session ? <ApprovalsPage customerId={session.customerId} nav={<AccountAreaNav />} /> : null;
}

/** The company's people, roles and limits: its administrators' (others are told so; the server refuses them). */
export function Company() {
  const { session } = useSelector(selectAuth);
  return session ? (
    <CompanyPage
      customerId={session.customerId}
      administrator={isAdministrator(session)}
      nav={<AccountAreaNav />}
    />
  ) : null;
}

/** A page of the customer area: its menu links to the Company page for the company's administrators. */
function InAccountArea({ children }: { children: ReactNode }) {
  const { session } = useSelector(selectAuth);
  const administrator = session ? isAdministrator(session) : false;
  return <AccountAdministrator.Provider value={administrator}>{children}</AccountAdministrator.Provider>;
}

/** The customer area's menu, as a page of the area shows it. */
function AccountAreaNav() {
  return (
    <InAccountArea>
      <AccountNav />
    </InAccountArea>
  );
}

/** The customer area's pages get the logged-in customer (the guard guarantees one). */
function useAccountCustomer(): AccountCustomer | null {
  const { session, customer } = useSelector(selectAuth);
  const priceLevel = useSelector(selectPriceLevel);
  if (!session) return null;
  return {
    customerId: session.customerId,
    branchId: session.branchId,
    name: customer?.name ?? session.name,
    priceLevel,
    lastInvoice: customer?.lastInvoice ?? null,
    daysSince: customer?.daysSinceLastInvoice ?? null,
    administrator: isAdministrator(session),
  };
}

export function Account({ page }: { page: AccountPageName }) {
  const customer = useAccountCustomer();
  const Page = accountPages[page];
  return customer ? (
    <InAccountArea>
      <Page customer={customer} />
    </InAccountArea>
  ) : null;
}

/** The login and logout pages come through here too, for the styles above (the login form's validation). */
export function Login({ withRegister = false }: { withRegister?: boolean }) {
  return <LoginPage withRegister={withRegister} />;
}

export function Logout() {
  return <LogoutPage />;
}

/** "Forgot your password?" and the page of the link it mails (an invitation's too). */
export function ForgotPassword() {
  return <ForgotPasswordPage />;
}

export function ResetPassword() {
  return <ResetPasswordPage />;
}

/** Where the console opens the shop for a staff member acting for a customer (decision 0041). */
export function Acting() {
  return <ActingPage />;
}
