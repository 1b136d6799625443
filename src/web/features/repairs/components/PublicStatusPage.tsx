import { Alert, Box, Button, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconBellOff,
  IconCircleCheck,
  IconClock,
  IconPackage,
  IconTool,
  type Icon,
} from '@tabler/icons-react';
import { useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../../shared/format';
import { REPAIR_STATUS_LABELS, type RepairStatus } from '../../../../shared/repairs';
import { ApiError, errorMessage } from '../../../lib/api';
import { StoreContact } from '../../../components/StoreContact';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useOptOut, usePublicStatus } from '../api';
import { OffersChoice } from './OffersChoice';
import { QuoteDecision } from './QuoteDecision';
import { STATUS_COLORS } from './StatusBadge';
import { CenteredLoader } from '../../../components/CenteredLoader';

const STATUS_ICONS: Record<RepairStatus, Icon> = {
  received: IconClock,
  in_progress: IconTool,
  completed: IconCircleCheck,
  picked_up: IconPackage,
};

/**
 * The customer's status page (/status/:token): no sign-in, the link is the key. Shows where
 * the repair is in plain words and lets the customer stop update messages, and give or withdraw
 * their consent to offers.
 */
export default function PublicStatusPage() {
  const { token = '' } = useParams();
  const status = usePublicStatus(token);
  const optOut = useOptOut(token);

  const stopMessages = async () => {
    try {
      await optOut.mutateAsync();
      toastSuccess({ title: 'Success', message: 'We will not send you update messages.' });
    } catch (error) {
      toastError({ title: 'Error', message: errorMessage(error, 'Please try again.') });
    }
  };

  let body;
  if (status.isPending) {
    body = <CenteredLoader label="Loading repair status" />;
  } else if (status.isError) {
    const invalid = status.error instanceof ApiError && status.error.status === 404;
    body = (
      <Stack gap="md">
        <Title order={1} size="h3">
          {invalid ? 'This link does not work' : 'Could not load your repair'}
        </Title>
        <Text>
          {invalid
            ? 'This status link is not valid. Check that you opened the whole link from your ticket or message, or contact the store.'
            : errorMessage(status.error, 'Please try again.')}
        </Text>
        {!invalid && (
          <Button size="lg" onClick={() => void status.refetch()}>
            Try again
          </Button>
        )}
      </Stack>
    );
  } else {
    const s = status.data;
    const StatusIcon = STATUS_ICONS[s.status];
    body = (
      <Stack gap="lg">
        <div>
          <Text c="dimmed" fw={600}>
            {s.storeName}
          </Text>
          <Title order={1} size="h2">
            Ticket {s.ticketNumber}
          </Title>
          <Text>
            {s.device} · dropped off {formatDate(s.createdAt)}
          </Text>
        </div>
        <Paper radius="md" p="md" bg={`${STATUS_COLORS[s.status]}.0`}>
          <Stack gap="xs" align="flex-start">
            <ThemeIcon size={44} radius="xl" color={STATUS_COLORS[s.status]}>
              <StatusIcon size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={800} fz="xl">
              {REPAIR_STATUS_LABELS[s.status]}
            </Text>
            <Text fz="lg">
              Hi {s.customerFirstName}. {s.statusText}
            </Text>
          </Stack>
        </Paper>
        {s.quote && <QuoteDecision token={token} quote={s.quote} />}
        <Timeline active={s.history.length - 1} bulletSize={18} lineWidth={2}>
          {s.history.map((h) => (
            <Timeline.Item key={h.at + h.status} title={REPAIR_STATUS_LABELS[h.status]}>
              <Text fz="sm" c="dimmed">
                {formatDateTime(h.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Where to find us">
          <Text fw={700}>{s.storeName}</Text>
          <StoreContact contact={s.store} />
        </Paper>
        <OffersChoice token={token} />
        {s.notifyOptOut ? (
          <Alert color="gray" icon={<IconBellOff aria-hidden />}>
            Update messages are off: we will not text or e-mail you about this repair. This page
            always shows the latest status.
          </Alert>
        ) : (
          <Button
            variant="default"
            size="lg"
            leftSection={<IconBellOff size={18} aria-hidden />}
            onClick={() => void stopMessages()}
            loading={optOut.isPending}
          >
            Stop update messages
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 48 }} px="sm">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto">
        {body}
      </Paper>
    </Box>
  );
}
