import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { preloadOfflineLayer } from '../lib/api';
import { FullScreenLoader } from './FullScreenLoader';
import { PublicOnly, RequireAuth } from './guards';
import { RequirePermission } from './RequirePermission';
import { SCREENS } from './screens';

// Every screen is its own chunk: the sign-in screen loads only what signing in needs.
const loadAuthScreen = () => import('../features/auth/components/AuthScreen');
const loadAppLayout = () => import('./layout/AppLayout');
const loadMainDashboard = () => import('./layout/MainDashboard');
const MainDashboard = lazy(loadMainDashboard);

/** What the first screen after Sign In needs, fetched while the person types their password. */
function preloadSignedIn() {
  void loadAppLayout();
  void loadMainDashboard();
  preloadOfflineLayer();
}
const NotFound = lazy(() => import('./NotFound'));
const PrintTicket = lazy(() => import('../features/repairs/components/PrintTicket'));
const PrintInvoice = lazy(() => import('../features/repairs/money/components/PrintInvoice'));
const SaleReceipt = lazy(() => import('../features/sales/components/SaleReceipt'));
const CounterSaleReceipt = lazy(
  () => import('../features/inventory/components/CounterSaleReceipt'),
);
const CustomerRecordScreen = lazy(
  () => import('../features/customers/components/CustomerRecordScreen'),
);
const BillOfSale = lazy(() => import('../features/buybacks/components/BillOfSale'));
const PolicePrint = lazy(() => import('../features/police-reports/components/PolicePrint'));
const DailyReportScreen = lazy(
  () => import('../features/daily-reports/components/DailyReportScreen'),
);
const InviteAcceptScreen = lazy(() => import('../features/invites/components/InviteAcceptScreen'));
const PublicStatusPage = lazy(() => import('../features/repairs/components/PublicStatusPage'));
const UnsubscribePage = lazy(() => import('../features/marketing/components/UnsubscribePage'));
const ConsentConfirmPage = lazy(
  () => import('../features/marketing/components/ConsentConfirmPage'),
);

export function Router() {
  return (
    <BrowserRouter>
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>
          <Route
            path="/auth"
            element={<PublicOnly load={loadAuthScreen} preloadNext={preloadSignedIn} />}
          />
          {/* The invited person has no account yet, so outside the guard. */}
          <Route path="/invite/accept" element={<InviteAcceptScreen />} />
          {/* The customer's status link: no sign-in, so outside the guard. */}
          <Route path="/status/:token" element={<PublicStatusPage />} />
          {/* The stop link in every marketing message: the customer has no account. */}
          <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
          {/* The link that renews the consent of someone who opted out: theirs alone to open. */}
          <Route path="/consent/:token" element={<ConsentConfirmPage />} />
          <Route element={<RequireAuth layout={loadAppLayout} />}>
            <Route index element={<MainDashboard />} />
            <Route path="/dashboard" element={<MainDashboard />} />
            <Route path="/repairs/:id/print" element={<PrintTicket />} />
            <Route path="/repairs/:id/invoice" element={<PrintInvoice />} />
            <Route path="/sales/:id/receipt" element={<SaleReceipt />} />
            <Route path="/counter-sales/:id/receipt" element={<CounterSaleReceipt />} />
            <Route path="/buybacks/:id/print" element={<BillOfSale />} />
            <Route path="/customers/:id" element={<CustomerRecordScreen />} />
            <Route path="/daily-sales-report" element={<DailyReportScreen />} />
            <Route
              path="/police-reports/:storeId/:date/print"
              element={
                <RequirePermission permission="police_reports.view" label="Police report">
                  <PolicePrint />
                </RequirePermission>
              }
            />
            {SCREENS.map(({ path, label, permission, Component }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequirePermission permission={permission} label={label}>
                    <Component />
                  </RequirePermission>
                }
              />
            ))}
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
