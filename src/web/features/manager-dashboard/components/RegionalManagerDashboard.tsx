import { ManagerDashboard } from './ManagerDashboard';

/** Regional Manager Dashboard: every store of the manager's regions side by side. */
export default function RegionalManagerDashboard() {
  return <ManagerDashboard title="Regional Manager Dashboard" />;
}
