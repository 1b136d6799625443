import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import {
  CONSENT_SOURCE_LABELS,
  ZConsentHistoryQuery,
  type ConsentHistory,
  type ConsentState,
} from '../../../../shared/marketing-consent';
import { errorMessage } from '../../../lib/api';
import { consentHistoryCsvPath, useConsentHistory } from '../api';

const STATE_WORDS: Record<ConsentState, string> = {
  given: 'agreed to offers',
  withdrawn: 'withdrew consent',
};

const now = (channel: string, state: ConsentState | null) =>
  `${channel}: ${state ? STATE_WORDS[state] : 'never asked'}`;

function History({ history }: { history: ConsentHistory }) {
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm">
        <Text fw={700}>{history.contact}</Text>
        <Text fz="sm">{now('SMS', history.sms)}</Text>
        <Text fz="sm">{now('E-mail', history.email)}</Text>
      </Paper>
      <Text fw={600}>Consent records</Text>
      {history.events.length === 0 && <Text c="dimmed">None.</Text>}
      {history.events.map((e) => (
        <Paper key={`${e.at}-${e.channel}-${e.state}`} withBorder radius="md" p="sm">
          <Text fz="sm" fw={600}>
            {formatDateTime(e.at)} · {e.channel === 'sms' ? 'SMS' : 'E-mail'} ·{' '}
            {STATE_WORDS[e.state]}
          </Text>
          <Text fz="sm" c="dimmed">
            {[CONSENT_SOURCE_LABELS[e.source], e.storeName, e.recordedBy ?? 'by the customer']
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text fz="sm">“{e.words}”</Text>
        </Paper>
      ))}
      <Text fw={600}>Messages</Text>
      {history.messages.length === 0 && <Text c="dimmed">None.</Text>}
      {history.messages.map((m) => (
        <Text key={`${m.at}-${m.address}-${m.kind}`} fz="sm">
          {formatDateTime(m.at)} · {m.campaign ? `${m.kind}: ${m.campaign}` : m.kind} · {m.address}{' '}
          · {m.state}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * A person's consent and message history, shown and exported when they ask for it: look up a
 * phone number or e-mail address, read it here, download it as CSV to hand over.
 */
export default function ConsentLookupSection() {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [contact, setContact] = useState<string | null>(null);
  const history = useConsentHistory(contact);

  const lookUp = () => {
    const parsed = ZConsentHistoryQuery.safeParse({ contact: typed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setContact(parsed.data.contact);
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">
        What a person agreed to, where and in which words, and what they were sent: for them, on
        their request.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          lookUp();
        }}
        noValidate
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Phone number or e-mail address"
            size="md"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
            Look up
          </Button>
        </Group>
      </form>
      {history.isFetching && <Loader aria-label="Loading history" />}
      {history.isError && (
        <Alert color="red">{errorMessage(history.error, 'The history could not be loaded.')}</Alert>
      )}
      {contact && history.data && (
        <Stack gap="md">
          <Button
            component="a"
            href={consentHistoryCsvPath(contact)}
            download
            variant="default"
            size="md"
            leftSection={<IconDownload size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            Download as CSV
          </Button>
          <History history={history.data} />
        </Stack>
      )}
    </Stack>
  );
}
