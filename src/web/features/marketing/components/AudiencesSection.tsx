import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { formatDate } from '../../../../shared/format';
import {
  SEGMENT_INFO,
  SEGMENT_KINDS,
  type SegmentKind,
  type SegmentMember,
  unreachableReasons,
} from '../../../../shared/marketing';
import { FigureTiles } from '../../../components/FigureTiles';
import { errorMessage } from '../../../lib/api';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useMyStores } from '../../org/api';
import { useSegment, type AudienceChoice } from '../api';

type Props = {
  audience: AudienceChoice;
  onChange: (audience: AudienceChoice) => void;
  onStartCampaign: () => void;
};

/** One store or the whole chain: a single choice a thumb can make in one tap. */
const ALL_STORES = 'all';

export const settingLabel = (kind: SegmentKind) =>
  SEGMENT_INFO[kind].setting === 'days' ? 'Within the last (days)' : 'Device at least (years old)';

/** Which audience, how far back, which stores: shared by this section and the campaign form. */
export function AudienceFields({
  audience,
  onChange,
}: {
  audience: AudienceChoice;
  onChange: (audience: AudienceChoice) => void;
}) {
  const phone = usePhoneLayout();
  const stores = useMyStores({ enabled: true });
  const info = SEGMENT_INFO[audience.kind];
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="md"
        orientation={phone ? 'vertical' : 'horizontal'}
        aria-label="Audience"
        value={audience.kind}
        onChange={(kind) => {
          const next = kind as SegmentKind;
          onChange({ ...audience, kind: next, value: SEGMENT_INFO[next].default });
        }}
        data={SEGMENT_KINDS.map((kind) => ({ value: kind, label: SEGMENT_INFO[kind].label }))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          size="md"
          label={settingLabel(audience.kind)}
          min={1}
          max={info.max}
          allowDecimal={false}
          hideControls
          inputMode="numeric"
          clampBehavior="strict"
          value={audience.value}
          onChange={(value) => {
            const n = typeof value === 'number' ? value : Number(value);
            if (Number.isInteger(n) && n >= 1 && n <= info.max) onChange({ ...audience, value: n });
          }}
        />
        <Select
          size="md"
          label="Stores"
          searchable
          allowDeselect={false}
          data={[
            { value: ALL_STORES, label: 'All stores' },
            ...(stores.data ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
          value={audience.storeIds[0] ?? ALL_STORES}
          onChange={(id) =>
            onChange({ ...audience, storeIds: id && id !== ALL_STORES ? [id] : [] })
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

function consentLine(person: SegmentMember): string {
  const channels = [person.smsConsent && 'SMS', person.emailConsent && 'e-mail'].filter(Boolean);
  return channels.length ? `Agreed to offers by ${channels.join(' and ')}` : 'No consent to offers';
}

function Person({ person }: { person: SegmentMember }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{person.name}</Text>
          <Text fz="sm">{person.reason}</Text>
          <Text fz="sm" c="dimmed">
            {person.storeName} · {formatDate(person.lastSeenAt)}
          </Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[person.phone, person.email].filter(Boolean).join(' · ')}
          </Text>
          <Text fz="sm">{consentLine(person)}</Text>
        </Stack>
        {person.optedOut && (
          <Badge color="gray" variant="light">
            Opted out
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

/** An audience's size by channel and its most recent people, before anything is sent. */
export default function AudiencesSection({ audience, onChange, onStartCampaign }: Props) {
  const segment = useSegment(audience);
  const data = segment.data;
  return (
    <Stack gap="md">
      <AudienceFields audience={audience} onChange={onChange} />
      {segment.isError && (
        <Alert color="red">
          {errorMessage(segment.error, 'The audience could not be loaded.')}
        </Alert>
      )}
      {segment.isPending && <Loader aria-label="Loading audience" />}
      {data && (
        <Stack gap="md" style={{ opacity: segment.isPlaceholderData ? 0.6 : 1 }}>
          <Text>{data.description}</Text>
          <FigureTiles
            figures={[
              { label: 'People', value: data.people },
              { label: 'Reach by e-mail', value: data.reachableByEmail },
              { label: 'Reach by SMS', value: data.reachableBySms },
              { label: 'Opted out', value: data.optedOut, note: 'Never messaged' },
            ]}
          />
          <Stack gap={2} aria-label="Who cannot be reached">
            {unreachableReasons(data).map((reason) => (
              <Text key={reason} fz="sm" c="dimmed">
                {reason}
              </Text>
            ))}
          </Stack>
          <Button
            size="md"
            leftSection={<IconSend size={18} aria-hidden />}
            disabled={data.reachableByEmail + data.reachableBySms === 0}
            onClick={onStartCampaign}
          >
            Start a campaign for this audience
          </Button>
          {data.people === 0 ? (
            <Text c="dimmed">Nobody matches yet. Try a longer period or more stores.</Text>
          ) : (
            <Stack gap="xs" aria-label="People in this audience">
              <Text fw={600}>
                {data.sample.length < data.people
                  ? `The ${data.sample.length} most recent of ${data.people}`
                  : `All ${data.people}`}
              </Text>
              {data.sample.map((person) => (
                <Person key={`${person.name}-${person.lastSeenAt}`} person={person} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
