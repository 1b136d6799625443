import type { Region, Store } from '../../../../shared/org';
import type { AdminUser } from '../../../../shared/users';
import { ManagersModal } from './ManagersModal';
import type { Overseen } from './managers';
import { RegionFormModal } from './RegionFormModal';
import { StoreFormModal } from './StoreFormModal';

/** The one dialog open on the Stores section, and what it is about. */
export type OrgDialogState =
  | { kind: 'region'; region?: Region }
  | { kind: 'store'; store?: Store; regionId?: string }
  | { kind: 'managers'; of: Overseen; target: { id: string; name: string } };

type Props = {
  dialog: OrgDialogState;
  regions: Region[];
  users: AdminUser[];
  onClose: () => void;
};

export function OrgDialog({ dialog, regions, users, onClose }: Props) {
  switch (dialog.kind) {
    case 'region':
      return <RegionFormModal region={dialog.region} onClose={onClose} />;
    case 'store':
      return (
        <StoreFormModal
          store={dialog.store}
          regionId={dialog.regionId}
          regions={regions}
          onClose={onClose}
        />
      );
    case 'managers':
      return (
        <ManagersModal kind={dialog.of} target={dialog.target} users={users} onClose={onClose} />
      );
  }
}
