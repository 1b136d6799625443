import { deviceName } from '../../../../shared/device-name';
import { ZPoliceHoldRelease } from '../../../../shared/police';
import type { StockItem } from '../../../../shared/stock';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { toastSuccess } from '../../../lib/toast';
import { useLiftPoliceHold } from '../api';

type Props = { item: StockItem; onClose: () => void };

/** The office lifts a police hold once the police release the device: the reason is kept. */
export default function LiftPoliceHoldModal({ item, onClose }: Props) {
  const lift = useLiftPoliceHold();
  const name = deviceName(item.deviceBrand, item.deviceModel);
  return (
    <ReasonDialog
      title="Lift a police hold"
      intro={`${name} (IMEI ${item.imei}) is held for case ${item.police?.caseNumber} (${item.police?.agency}, ${item.police?.officer}).`}
      label="Why the police hold ends"
      description="For example: the officer released it, with how and when"
      confirmLabel="Lift hold"
      schema={ZPoliceHoldRelease}
      failure="The hold was not lifted."
      pending={lift.isPending}
      onConfirm={async (reason) => {
        await lift.mutateAsync({ id: item.id, reason });
        toastSuccess({
          title: 'Police hold lifted',
          message: `${name} is no longer held by the police.`,
        });
      }}
      onClose={onClose}
    />
  );
}
