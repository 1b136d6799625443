import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FullScreenLoader } from './FullScreenLoader';
import { PublicOnly, RequireAuth } from './guards';

// Every screen is its own chunk: the sign-in screen loads only what signing in needs.
const loadAuthScreen = () => import('../features/auth/components/AuthScreen');
const AuthScreen = lazy(loadAuthScreen);
const AppLayout = lazy(() => import('./layout/AppLayout'));
const MainDashboard = lazy(() => import('./layout/MainDashboard'));
const PlaceholderScreen = lazy(() => import('./PlaceholderScreen'));
const NotFound = lazy(() => import('./NotFound'));
const PrintTicket = lazy(() => import('../features/repairs/components/PrintTicket'));
const SaleReceipt = lazy(() => import('../features/sales/components/SaleReceipt'));
const DailyReportScreen = lazy(
  () => import('../features/daily-reports/components/DailyReportScreen'),
);
const InviteAcceptScreen = lazy(() => import('../features/invites/components/InviteAcceptScreen'));
const PublicStatusPage = lazy(() => import('../features/repairs/components/PublicStatusPage'));

/** Routes of the spec's table whose screens later releases build. */
const PLANNED_SCREENS = [
  {
    path: '/ceo',
    name: 'CEO Dashboard',
    description:
      'Chain-wide sales, repairs and buyback figures by region and store, with AI insights.',
  },
  {
    path: '/area-manager',
    name: 'Area Manager Dashboard',
    description:
      'The stores in your area side by side, with nightly briefs on what needs attention.',
  },
  {
    path: '/regional-manager',
    name: 'Regional Manager Dashboard',
    description: 'Performance of every store in your regions, with trends and forecasts.',
  },
  {
    path: '/store',
    name: 'Store Dashboard',
    description: "One store's repairs, sales, buybacks and daily reports at a glance.",
  },
  {
    path: '/admin/analytics',
    name: 'Admin Analytics',
    description: 'Usage, activity and revenue analytics across the whole chain.',
  },
  {
    path: '/kpi-reports',
    name: 'KPI Reports',
    description: 'Key performance indicators per store and per person, against their targets.',
  },
] as const;

export function Router() {
  return (
    <BrowserRouter>
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>
          <Route
            path="/auth"
            element={
              <PublicOnly preload={loadAuthScreen}>
                <AuthScreen />
              </PublicOnly>
            }
          />
          {/* The invited person has no account yet, so outside the guard. */}
          <Route path="/invite/accept" element={<InviteAcceptScreen />} />
          {/* The customer's status link: no sign-in, so outside the guard. */}
          <Route path="/status/:token" element={<PublicStatusPage />} />
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
              <Route index element={<MainDashboard />} />
              <Route path="/dashboard" element={<MainDashboard />} />
              <Route path="/repairs/:id/print" element={<PrintTicket />} />
              <Route path="/sales/:id/receipt" element={<SaleReceipt />} />
              <Route path="/daily-sales-report" element={<DailyReportScreen />} />
              {PLANNED_SCREENS.map(({ path, name, description }) => (
                <Route
                  key={path}
                  path={path}
                  element={<PlaceholderScreen name={name} description={description} />}
                />
              ))}
            </Route>
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
