import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import { activityRoutes } from './features/activity/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { appointmentsRoutes } from './features/appointments/routes';
import { authRoutes } from './features/auth/routes';
import { buybacksRoutes } from './features/buybacks/routes';
import { ceoDashboardRoutes } from './features/ceo-dashboard/routes';
import { balancesRoutes } from './features/balances/routes';
import { customersRoutes } from './features/customers/routes';
import { dailyReportsRoutes } from './features/daily-reports/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { companiesRoutes } from './features/companies/routes';
import { filesRoutes } from './features/files/routes';
import { imeiRoutes } from './features/imei/routes';
import { insightsRoutes } from './features/insights/routes';
import { inventoryRoutes } from './features/inventory/routes';
import { counterSalesRoutes } from './features/counter-sales/routes';
import { invitesRoutes } from './features/invites/routes';
import { managerDashboardRoutes } from './features/manager-dashboard/routes';
import { marketingRoutes } from './features/marketing/routes';
import { kpiRoutes } from './features/kpi/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { orgRoutes } from './features/org/routes';
import { purchasingRoutes } from './features/purchasing/routes';
import { repairsRoutes } from './features/repairs/routes';
import { repairMoneyRoutes } from './features/repair-money/routes';
import { reportsRoutes } from './features/reports/routes';
import { salesRoutes } from './features/sales/routes';
import { setupRoutes } from './features/setup/routes';
import { settingsRoutes } from './features/settings/routes';
import { policeReportsRoutes } from './features/police-reports/routes';
import { stockRoutes } from './features/stock/routes';
import { stockCountsRoutes } from './features/stock-counts/routes';
import { stockReportsRoutes } from './features/stock-reports/routes';
import { storeDashboardRoutes } from './features/store-dashboard/routes';
import { termsRoutes } from './features/terms/routes';
import { transfersRoutes } from './features/transfers/routes';
import { usersRoutes } from './features/users/routes';
import { valuationRoutes } from './features/valuation/routes';
import { registerAccessControl, type RouteInfo } from './plugins/access';
import { registerCompression } from './plugins/compress';
import { registerErrorHandling } from './plugins/errors';
import { registerManagerApproval } from './plugins/manager-approval';
import { registerOnBehalf } from './plugins/on-behalf';
import { registerHealth } from './plugins/health';
import { loggerOptions, registerRequestIds, RequestLog, requestIdOf } from './plugins/logging';
import { registerMultipart } from './plugins/multipart';
import { registerSecurity } from './plugins/security';
import { registerSessions } from './plugins/sessions';
import { registerWeb } from './plugins/web';

export type AppOptions = {
  /** Folder of the built web app; omitted in tests and under the Vite dev server. */
  webRoot?: string;
  logger?: boolean;
  /** Receives the log lines instead of stdout (tests read what was logged). */
  logStream?: NodeJS.WritableStream;
  /** True once a shutdown has begun: readiness answers 503 while requests are still served. */
  draining?: () => boolean;
};

export type App = FastifyInstance;

/** Every feature's routes, registered in one place so the access test sees them all. */
const FEATURES = [
  authRoutes,
  usersRoutes,
  orgRoutes,
  termsRoutes,
  companiesRoutes,
  notificationsRoutes,
  filesRoutes,
  customersRoutes,
  balancesRoutes,
  repairsRoutes,
  repairMoneyRoutes,
  dashboardRoutes,
  storeDashboardRoutes,
  managerDashboardRoutes,
  imeiRoutes,
  buybacksRoutes,
  salesRoutes,
  stockRoutes,
  policeReportsRoutes,
  inventoryRoutes,
  counterSalesRoutes,
  purchasingRoutes,
  transfersRoutes,
  stockCountsRoutes,
  stockReportsRoutes,
  dailyReportsRoutes,
  activityRoutes,
  invitesRoutes,
  reportsRoutes,
  valuationRoutes,
  insightsRoutes,
  ceoDashboardRoutes,
  kpiRoutes,
  appointmentsRoutes,
  analyticsRoutes,
  marketingRoutes,
  settingsRoutes,
  setupRoutes,
];

export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? loggerOptions(deps.config.logLevel, options.logStream)
        : false,
    genReqId: requestIdOf,
    // During a shutdown, a request already sent on an open connection is served (with
    // Connection: close) rather than refused, so a check-in is not bounced; readiness says 503.
    return503OnClosing: false,
    // One line per answered request instead of Fastify's two (RequestLog).
    logController: new RequestLog(),
    // One JSON body may carry a few photos as data URLs (check-in); files travel as multipart.
    bodyLimit: 15 * 1024 * 1024,
    // Client addresses (sign-in lockouts, the activity log) from X-Forwarded-For only when the
    // peer is this host or a load balancer named in TRUSTED_PROXIES; anyone else could forge them.
    trustProxy: deps.config.trustedProxies,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestIds(app);
  registerCompression(app);

  const routeCatalog: RouteInfo[] = [];
  await registerSecurity(app, deps.config.publicOrigin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerMultipart(app);
  registerSessions(app, deps);
  registerAccessControl(app, routeCatalog);
  registerOnBehalf(app, deps);
  registerManagerApproval(app, deps);
  registerHealth(app, deps, options.draining);

  for (const feature of FEATURES) await feature(app, deps);
  await registerWeb(app, deps, options.webRoot);

  app.decorate('routeCatalog', routeCatalog);
  await app.ready();
  return app;
}
