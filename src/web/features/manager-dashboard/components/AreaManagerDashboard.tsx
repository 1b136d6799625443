import { ManagerDashboard } from './ManagerDashboard';

/** Area Manager Dashboard: the stores of the manager's area side by side. */
export default function AreaManagerDashboard() {
  return <ManagerDashboard title="Area Manager Dashboard" />;
}
