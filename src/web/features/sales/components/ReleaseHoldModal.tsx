import { ZHoldRelease } from '../../../../shared/buyback-rules';
import { deviceName } from '../../../../shared/device-name';
import { formatDay } from '../../../../shared/format';
import type { StockItem } from '../../../../shared/stock';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { toastSuccess } from '../../../lib/toast';
import { useReleaseHold } from '../api';

type Props = { item: StockItem; onClose: () => void };

/**
 * The office ends a device's buyback hold early, as some codes allow once the police clear it:
 * the reason is kept with the device and in the activity log.
 */
export default function ReleaseHoldModal({ item, onClose }: Props) {
  const release = useReleaseHold();
  const name = deviceName(item.deviceBrand, item.deviceModel);
  return (
    <ReasonDialog
      title="End a buyback hold early"
      intro={`${name} (IMEI ${item.imei}) is on hold until ${item.holdUntil ? formatDay(item.holdUntil) : ''} under the store's buyback rules. Ending it early lets the store sell it today.`}
      label="Why the hold ends early"
      description="For example: the police cleared it, with the case number"
      confirmLabel="End hold"
      schema={ZHoldRelease}
      failure="The hold was not ended."
      pending={release.isPending}
      onConfirm={async (reason) => {
        await release.mutateAsync({ id: item.id, reason });
        toastSuccess({ title: 'Hold ended', message: `${name} can be sold now.` });
      }}
      onClose={onClose}
    />
  );
}
