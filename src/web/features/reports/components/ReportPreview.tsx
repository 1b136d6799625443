import {
  Alert,
  Button,
  Center,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { ReportKind, ReportPreviewQuery } from '../../../../shared/reports';
import { errorMessage } from '../../../lib/api';
import { useAllStores } from '../../org/api';
import { useAdminUsers } from '../../users/api';
import { useReportPreview } from '../api';

const KINDS: { value: ReportKind; label: string }[] = [
  { value: 'store_daily', label: 'Store day' },
  { value: 'area_brief', label: 'Area brief' },
];

/** Yesterday on this device's calendar: the last day whose reports have surely gone out. */
function yesterday(): string {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Choose a store and day (or an area manager and day) and see the e-mail, without sending it. */
export function ReportPreview() {
  const [kind, setKind] = useState<ReportKind>('store_daily');
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [date, setDate] = useState(yesterday);
  const [query, setQuery] = useState<ReportPreviewQuery | null>(null);
  const stores = useAllStores();
  const users = useAdminUsers();
  const preview = useReportPreview(query);

  const options =
    kind === 'store_daily'
      ? (stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))
      : (users.data ?? [])
          .filter((u) => u.role === 'areamanager' && !u.disabled)
          .map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}` }));
  const loadingOptions = kind === 'store_daily' ? stores.isPending : users.isPending;

  const show = () => {
    if (!subjectId || !date) return;
    setQuery(
      kind === 'store_daily'
        ? { kind, storeId: subjectId, date }
        : { kind, managerId: subjectId, date },
    );
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="md"
        aria-label="Which report to preview"
        data={KINDS}
        value={kind}
        onChange={(value) => {
          setKind(value as ReportKind);
          setSubjectId(null);
        }}
      />
      <Select
        size="md"
        searchable
        label={kind === 'store_daily' ? 'Store' : 'Area manager'}
        placeholder={loadingOptions ? 'Loading...' : 'Choose'}
        data={options}
        value={subjectId}
        onChange={setSubjectId}
        nothingFoundMessage="Nothing found"
      />
      <TextInput
        size="md"
        type="date"
        label="Business day"
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
      />
      <Button size="md" onClick={show} disabled={!subjectId || !date} loading={preview.isFetching}>
        Preview
      </Button>

      {query && preview.isPending ? (
        <Center py="md">
          <Loader aria-label="Loading preview" />
        </Center>
      ) : preview.isError ? (
        <Alert color="red" title="Could not build the preview">
          {errorMessage(preview.error, 'Please try again.')}
        </Alert>
      ) : preview.data ? (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {preview.data.subject}
          </Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            To:{' '}
            {preview.data.recipients.length
              ? preview.data.recipients.join(', ')
              : 'nobody (no manager has an e-mail address)'}
          </Text>
          {/* The e-mail's own HTML, shown as a mail client would; sandboxed so it can run nothing. */}
          <iframe
            title="E-mail preview"
            sandbox=""
            srcDoc={preview.data.html}
            style={{
              width: '100%',
              minHeight: 420,
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 8,
              background: 'white',
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
