import { type StaffMe, staffApiPath, staffMeResponse } from '@mostrador/contract/console';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { AuditPage } from './features/audit/audit-page';
import { LoginPage } from './features/auth/login-page';
import { SecurityPage } from './features/auth/security-page';
import { SetPasswordPage } from './features/auth/set-password-page';
import { ImportPage } from './features/catalogue/import-page';
import { ProductPage } from './features/catalogue/product-page';
import { ProductsPage } from './features/catalogue/products-page';
import { SyncPage } from './features/catalogue/sync-page';
import { CustomerPage, NewCustomerPage } from './features/customers/customer-page';
import { CustomersPage } from './features/customers/customers-page';
import { HealthPage } from './features/health/health-page';
import { MailPage } from './features/mail/mail-page';
import { OrderPage } from './features/orders/order-page';
import { OrdersPage } from './features/orders/orders-page';
import { PickingPage } from './features/orders/picking-page';
import { TeamPage } from './features/team/team-page';
import { LanguageSelect } from './language-select';
import { callApi } from './lib/api';

type Me = StaffMe | null | undefined;

function useMe() {
  const [me, setMe] = useState<Me>(undefined);
  const load = useCallback(() => {
    callApi(staffApiPath('me'), staffMeResponse)
      .then((answer) => setMe(answer.staff))
      .catch(() => setMe(null));
  }, []);
  useEffect(load, [load]);
  return { me, setMe, reload: load };
}

/** The console's pages in its bar: address, the key of its name, and the roles that see it (else all). */
const NAV: { to: string; label: string; roles?: readonly StaffMe['role'][] }[] = [
  { to: '/orders', label: 'nav.orders' },
  { to: '/customers', label: 'nav.customers', roles: ['owner', 'sales'] },
  { to: '/health', label: 'nav.health' },
  { to: '/catalogue', label: 'catalogue.nav' },
  { to: '/team', label: 'nav.team', roles: ['owner'] },
  { to: '/mail', label: 'mail.nav', roles: ['owner'] },
  { to: '/audit', label: 'nav.audit', roles: ['owner'] },
  { to: '/security', label: 'nav.security' },
];

function Shell({
  me,
  onSignOut,
  children,
}: {
  me: StaffMe;
  onSignOut: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <nav className="navbar navbar-expand bg-dark navbar-dark no-print" aria-label={t('nav.label')}>
        <div className="container-fluid">
          <span className="navbar-brand">mostrador · {t('nav.console')}</span>
          <ul className="navbar-nav me-auto">
            {NAV.filter((item) => !item.roles || item.roles.includes(me.role)).map((item) => (
              <li key={item.to} className="nav-item">
                <NavLink className="nav-link" to={item.to}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSelect
            id="console-language"
            labelClass="visually-hidden"
            selectClass="form-select form-select-sm w-auto me-2"
          />
          <span className="navbar-text me-2">
            {me.name} ({t(`roles.${me.role}`)})
          </span>
          <button type="button" className="btn btn-outline-light btn-sm" onClick={onSignOut}>
            {t('nav.signOut')}
          </button>
        </div>
      </nav>
      <main className="container-fluid console-main py-3">{children}</main>
    </>
  );
}

export function ConsoleApp() {
  const { me, setMe, reload } = useMe();
  const location = useLocation();
  const signOut = () =>
    void fetch(staffApiPath('logout'), { method: 'POST', credentials: 'same-origin' }).then(() =>
      setMe(null),
    );
  if (location.pathname.startsWith('/set-password')) return <SetPasswordPage />;
  if (me === undefined) return null;
  if (me === null) {
    if (location.pathname !== '/login') return <Navigate to="/login" replace />;
    return <LoginPage onSignedIn={setMe} />;
  }
  if (me.mustEnrol && location.pathname !== '/security') return <Navigate to="/security" replace />;
  return (
    <Shell me={me} onSignOut={signOut}>
      <Routes>
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/orders/:id" element={<OrderPage me={me} />} />
        <Route path="/orders/:id/picking" element={<PickingPage />} />
        <Route path="/customers" element={<CustomersPage />} />
        <Route path="/customers/new" element={<NewCustomerPage />} />
        <Route path="/customers/:id" element={<CustomerPage />} />
        <Route path="/health" element={<HealthPage />} />
        <Route path="/catalogue" element={<ProductsPage me={me} />} />
        <Route path="/catalogue/import" element={<ImportPage />} />
        <Route path="/catalogue/sync" element={<SyncPage me={me} />} />
        <Route path="/catalogue/:id" element={<ProductPage me={me} />} />
        <Route path="/team" element={<TeamPage />} />
        <Route path="/audit" element={<AuditPage />} />
        <Route path="/mail" element={<MailPage />} />
        <Route path="/security" element={<SecurityPage me={me} onEnabled={reload} />} />
        <Route path="*" element={<Navigate to="/orders" replace />} />
      </Routes>
    </Shell>
  );
}
