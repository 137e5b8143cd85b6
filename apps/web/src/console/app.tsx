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
  const owner = me.role === 'owner';
  return (
    <>
      <nav className="navbar navbar-expand bg-dark navbar-dark no-print" aria-label={t('nav.label')}>
        <div className="container-fluid">
          <span className="navbar-brand">mostrador · {t('nav.console')}</span>
          <ul className="navbar-nav me-auto">
            <li className="nav-item">
              <NavLink className="nav-link" to="/orders">
                {t('nav.orders')}
              </NavLink>
            </li>
            {me.role !== 'warehouse' && (
              <li className="nav-item">
                <NavLink className="nav-link" to="/customers">
                  {t('nav.customers')}
                </NavLink>
              </li>
            )}
            <li className="nav-item">
              <NavLink className="nav-link" to="/health">
                {t('nav.health')}
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink className="nav-link" to="/catalogue">
                {t('catalogue.nav')}
              </NavLink>
            </li>
            {owner && (
              <li className="nav-item">
                <NavLink className="nav-link" to="/team">
                  {t('nav.team')}
                </NavLink>
              </li>
            )}
            {owner && (
              <li className="nav-item">
                <NavLink className="nav-link" to="/audit">
                  {t('nav.audit')}
                </NavLink>
              </li>
            )}
            <li className="nav-item">
              <NavLink className="nav-link" to="/security">
                {t('nav.security')}
              </NavLink>
            </li>
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
        <Route path="/security" element={<SecurityPage me={me} onEnabled={reload} />} />
        <Route path="*" element={<Navigate to="/orders" replace />} />
      </Routes>
    </Shell>
  );
}
