import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type PrintableDocument, useApiDispatch } from '../../lib/api';
import { useDocumentTitle } from '../../lib/document-title';
import { isLanguage, type Language, localeOf } from '../../lib/i18n';
import { LogoutLink } from '../../lib/logout-link';
import { reportUrl } from './api/get-report-link';
import { type LoadError, loadErrorOf } from './load-page';

/** The logged-in customer, as the app hands it to the customer area. */
export interface AccountCustomer {
  customerId: number;
  branchId: number;
  name: string;
  /** The price level, 1-5 (the ERP's `Precio4` is level 4). */
  priceLevel: number | null;
  lastInvoice: string | null;
  daysSince: number | null;
  /** The company's own login or an administrator of its people: the cockpit links to the Company page. */
  administrator?: boolean;
}

export interface AccountPageProps {
  customer: AccountCustomer;
}

/** 'YYYY-MM-DD' in the interface language (read as a calendar date, never shifted by time zones). */
export function useFormatDate(): (isoDate: string) => string {
  const { i18n } = useTranslation();
  const formatter = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (isoDate) => {
    const ms = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
    return Number.isFinite(ms) ? formatter.format(ms) : isoDate;
  };
}

/** Whether the session administers its company (the app provides it): the menu then links to the Company page. */
export const AccountAdministrator = createContext(false);

/** The customer area's own menu. */
export function AccountNav() {
  const { t } = useTranslation('account');
  const administrator = useContext(AccountAdministrator);
  const items = [
    ['/home', t('nav.home')],
    ['/facturas', t('nav.invoices')],
    ['/pedidos', t('nav.orders')],
    ['/recibos', t('nav.receipts')],
    ['/estado-cuenta', t('nav.statement')],
    ['/listas', t('nav.lists')],
    ['/approvals', t('nav.approvals')],
    ...(administrator ? ([['/company', t('nav.company')]] as const) : []),
  ] as const;
  return (
    <nav aria-label={t('nav.label')} className="mb-4 no-print">
      {/* On a phone the menu wraps: scrolled sideways, half of it (the page shown included) was out of sight. */}
      <ul className="nav nav-pills flex-wrap">
        {items.map(([to, label]) => (
          <li className="nav-item" key={to}>
            <NavLink to={to} className="nav-link text-nowrap">
              {label}
            </NavLink>
          </li>
        ))}
        <li className="nav-item ms-auto">
          <LogoutLink className="nav-link text-nowrap text-danger">{t('nav.logout')}</LogoutLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * A page of the customer area: the area's menu, then the page's heading (`heading`, else `title`, which also
 * names the browser tab), `intro` under it, and the page.
 */
export function AccountPage({
  title,
  heading = title,
  intro,
  className,
  children,
}: {
  title: string;
  heading?: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={className ? `container py-4 ${className}` : 'container py-4'}>
      <AccountNav />
      <h1 className={intro ? 'h3 mb-1' : 'h3 mb-3'}>{heading}</h1>
      {intro}
      {children}
    </div>
  );
}

/**
 * One figure of the customer area, in a card: its name above its value, and what `children` add below.
 * `level` is its heading's (h2 on a page, h3 under a section's heading); `className` adds to the card's.
 */
export function FigureCard({
  label,
  value,
  testId,
  level: Heading = 'h3',
  className,
  children,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  level?: 'h2' | 'h3';
  className?: string | false;
  children?: ReactNode;
}) {
  return (
    <div className={`card h-100 shadow-sm${className ? ` ${className}` : ''}`}>
      <div className="card-body">
        <Heading className="h6 text-body-secondary">{label}</Heading>
        <p className={`fs-4 fw-semibold ${children ? 'mb-1' : 'mb-0'}`} data-testid={testId}>
          {value}
        </p>
        {children}
      </div>
    </div>
  );
}

/**
 * Opens a printable page (a signed link, in the interface language) in a new tab: the tab opens on the click,
 * so no pop-up blocker stops it, then goes to the link; `failed` when no link came.
 */
export function useOpenPrintable(link: (lang: Language) => Promise<string | null>) {
  const { i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setFailed(false);
    const tab = window.open('about:blank', '_blank');
    const url = await link(isLanguage(i18n.language) ? i18n.language : 'en');
    if (url && tab) {
      tab.location.href = url;
      printWhenLoaded(tab);
    } else {
      tab?.close();
      setFailed(true);
    }
  };
  return { open, failed };
}

/**
 * Opens the print dialog of a document once its page (same origin, in the tab opened for it) has loaded: the
 * shop's, or the ERP's own passed on by the shop; a refusal's page (an expired link, say: `data-refused`) is
 * only shown. The page runs no script of its own (its policy).
 */
function printWhenLoaded(tab: Window): void {
  const until = Date.now() + 30_000;
  const timer = setInterval(() => {
    try {
      if (tab.closed || Date.now() > until) {
        clearInterval(timer);
        return;
      }
      if (tab.location.href === 'about:blank' || tab.document.readyState !== 'complete') return;
      clearInterval(timer);
      if (!tab.document.body.hasAttribute('data-refused')) tab.print();
    } catch {
      // the tab went elsewhere (another origin): nothing to print
      clearInterval(timer);
    }
  }, 200);
}

/** The notice when a printable page could not be opened. */
export function PrintFailed() {
  const { t } = useTranslation('account');
  return (
    <span className="small text-danger ms-2" role="status">
      {t('printFailed')}
    </span>
  );
}

/** Opens the printable page of a document in a new tab. */
export function PrintButton({ document, label }: { document: PrintableDocument; label: string }) {
  const { t } = useTranslation('account');
  const dispatch = useApiDispatch();
  const { open, failed } = useOpenPrintable((lang) => reportUrl(dispatch, document, lang));
  return (
    <>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={open}>
        {t('print')}
        <span className="visually-hidden"> {label}</span>
      </button>
      {failed && <PrintFailed />}
    </>
  );
}

/**
 * What a page says when its data could not be read: that the ERP cannot be asked now (the server's 503, in the
 * buyer's language), or `failed` (the page's own words that it could not be loaded).
 */
export function useLoadFailedText(): (error: unknown, failed?: string) => string {
  const { t } = useTranslation('account');
  return (error, failed = t('loadFailed')) =>
    error === 'unavailable' || loadErrorOf(error) === 'unavailable' ? t('unavailable') : failed;
}

export function LoadMore({
  loading,
  hasMore,
  error,
  onMore,
  empty,
}: {
  loading: boolean;
  hasMore: boolean;
  error: LoadError | null;
  onMore: () => void;
  empty: boolean;
}) {
  const { t } = useTranslation('account');
  const failedText = useLoadFailedText();
  return (
    <div className="text-center my-3">
      {error && (
        <div className="alert alert-danger d-inline-flex gap-3 align-items-center" role="alert">
          {failedText(error)}
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onMore}>
            {t('retry')}
          </button>
        </div>
      )}
      {loading && (
        <div className="spinner-border spinner-border-sm text-secondary" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      )}
      {!loading && !error && empty && <p className="text-body-secondary">{t('none')}</p>}
      {!loading && !error && hasMore && (
        <button type="button" className="btn btn-outline-primary" onClick={onMore}>
          {t('loadMore')}
        </button>
      )}
    </div>
  );
}
