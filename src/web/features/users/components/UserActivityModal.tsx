import type { AdminUser } from '../../../../shared/users';
import { ActivityFeed } from '../../../components/ActivityFeed';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useActivity } from '../../activity/api';

/** The user activity modal: one person's trail, newest first. */
export function UserActivityModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const activity = useActivity({ userId: user.id });
  return (
    <ResponsiveModal title={`Activity of ${user.firstName} ${user.lastName}`} onClose={onClose}>
      <ActivityFeed query={activity} showUser={false} empty="Nothing recorded for this user yet." />
    </ResponsiveModal>
  );
}
