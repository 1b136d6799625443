import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPackageExport, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { REPAIR_TOASTS, type RepairWaiverDetail } from '../../../../shared/repairs';
import { errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { useCustomerLinkOrigin } from '../../settings/api';
import { useRepair } from '../api';
import { CustomerHistory } from './CustomerHistory';
import { RepairDetails } from './RepairDetails';
import { SyncBadge } from '../../../components/SyncBadge';
import { PartsBadge, StatusBadge } from './StatusBadge';
import { StatusChanger } from './StatusChanger';
import { StatusTimeline } from './StatusTimeline';
import { AppModal } from '../../../components/AppModal';
import { useSheetProps } from '../../../components/ResponsiveModal';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { RepairMoneyPanel } from '../money/components/RepairMoneyPanel';

type Props = {
  /** The repair shown; null keeps the dialog closed. */
  repairId: string | null;
  onClose: () => void;
  onPickup: (repairId: string) => void;
};

/** The repair status view: everything about one repair, and moving it along. */
export default function RepairStatusView({ repairId, onClose, onPickup }: Props) {
  const sheet = useSheetProps('xl');
  const navigate = useNavigate();
  // Another repair of the same customer can be opened from the history without closing the dialog.
  const [shownId, setShownId] = useState(repairId);
  useEffect(() => setShownId(repairId), [repairId]);
  const repair = useRepair(shownId);

  useEffect(() => {
    if (repair.isError) {
      toastError({
        title: REPAIR_TOASTS.fetchFailed,
        message: errorMessage(repair.error, REPAIR_TOASTS.fetchFailedFallback),
      });
    }
  }, [repair.isError, repair.error]);

  const waiver = repair.data;
  return (
    <AppModal
      opened={repairId !== null}
      onClose={onClose}
      {...sheet}
      title={
        waiver ? (
          <Group gap="sm">
            <Title order={2} size="h3">
              Ticket {waiver.ticketNumber}
            </Title>
            <StatusBadge status={waiver.status} size="lg" />
            <PartsBadge waiting={waiver.waitingForParts} size="lg" />
            <SyncBadge record={waiver} />
          </Group>
        ) : (
          'Repair'
        )
      }
    >
      {repair.isPending ? (
        <CenteredLoader label="Loading repair" />
      ) : repair.isError || !waiver ? (
        <Alert color="red" title={REPAIR_TOASTS.fetchFailed}>
          {errorMessage(repair.error, REPAIR_TOASTS.fetchFailedFallback)}
        </Alert>
      ) : (
        <Stack gap="xl" pb="md">
          <RepairDetails waiver={waiver} />
          <div>
            <Title order={3} size="h5" mb="sm">
              Status history
            </Title>
            <StatusTimeline history={waiver.history} />
          </div>
          <RepairMoneyPanel waiver={waiver} />
          {waiver.status !== 'picked_up' && <StatusChanger key={waiver.status} waiver={waiver} />}
          <StatusLink waiver={waiver} />
          <CustomerHistory
            customerId={waiver.customerId}
            currentRepairId={waiver.id}
            onOpen={setShownId}
          />
          {/* One column on a phone: side by side, "Hand back (pickup)" was cut to "Hand back (pi". */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              variant="default"
              size="md"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => void navigate(`/repairs/${waiver.id}/print`)}
            >
              Print ticket
            </Button>
            {waiver.status !== 'picked_up' && (
              <Button
                color="teal"
                size="md"
                leftSection={<IconPackageExport size={18} aria-hidden />}
                onClick={() => onPickup(waiver.id)}
              >
                Hand back (pickup)
              </Button>
            )}
          </SimpleGrid>
        </Stack>
      )}
    </AppModal>
  );
}

/** The customer's own status page, to paste into a message or read out over the phone. */
function StatusLink({ waiver }: { waiver: RepairWaiverDetail }) {
  const origin = useCustomerLinkOrigin();
  const url = `${origin}${waiver.statusUrl}`;
  return (
    <TextInput
      label="Customer status link"
      description="The customer can follow the repair here without signing in."
      size="md"
      readOnly
      value={url}
      onFocus={(e) => e.currentTarget.select()}
      rightSectionWidth={50}
      rightSection={
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <ActionIcon
              size="xl"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              aria-label={copied ? 'Link copied' : 'Copy customer status link'}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          )}
        </CopyButton>
      }
    />
  );
}
