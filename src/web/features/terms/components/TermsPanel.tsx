import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  TERMS_KIND_LABELS,
  TERMS_KINDS,
  TERMS_MAX_CHARS,
  termsVersionLabel,
  ZPublishTerms,
  type PublishTermsInput,
  type TermsKind,
} from '../../../../shared/terms';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { TermsList } from '../../../components/TermsText';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAllStores } from '../../org/api';
import { useCurrentTerms, usePublishTerms, useTermsHistory } from '../api';
import { TermsHistory } from './TermsHistory';

const CHAIN = 'chain';

/**
 * The Admin tab's Terms section: the chain's repair, sale and buyback terms and each store's own,
 * edited by publishing a new version. Records already signed keep the version they were signed with.
 */
export default function TermsPanel() {
  const stores = useAllStores();
  const [kind, setKind] = useState<TermsKind>('repair');
  const [scope, setScope] = useState<string>(CHAIN);
  const storeId = scope === CHAIN ? null : scope;
  const storeName = stores.data?.find((s) => s.id === storeId)?.name;
  const scopeName = storeName ?? 'the whole chain';

  const chainHistory = useTermsHistory(kind, null);
  const ownHistory = useTermsHistory(kind, storeId);
  const applied = useCurrentTerms(kind, storeId);
  const chainLatest = chainHistory.data?.[0];
  const ownLatest = storeId ? ownHistory.data?.[0] : chainLatest;
  const hasOwn = storeId !== null && ownLatest?.body != null;
  // What the customers of this scope sign today.
  const current = storeId
    ? applied.data
    : chainLatest && { ...chainLatest, body: chainLatest.body ?? '' };

  const publish = usePublishTerms();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<PublishTermsInput | null>(null);
  // The editor starts from the text that applies now, for each kind and scope chosen.
  useEffect(() => {
    setDraft(current?.body ?? '');
    setError(null);
  }, [current?.id, current?.body, kind, scope]);

  const review = (input: PublishTermsInput) => {
    const checked = ZPublishTerms.safeParse(input);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setError(null);
    setConfirm(input);
  };

  const send = async () => {
    if (!confirm) return;
    try {
      const published = await publish.mutateAsync(confirm);
      toastSuccess({
        title: 'Terms published',
        message: confirm.useChainTerms
          ? `${storeName ?? 'The store'} uses the chain's ${TERMS_KIND_LABELS[kind].toLowerCase()} again.`
          : `${TERMS_KIND_LABELS[kind]} for ${scopeName}: ${termsVersionLabel(published)}.`,
      });
    } catch (failure) {
      setError(fieldErrors(failure).body ?? errorMessage(failure, 'Please try again.'));
      toastError({
        title: 'Could not publish the terms',
        message: errorMessage(failure, 'Please try again.'),
      });
    } finally {
      setConfirm(null);
    }
  };

  const nextVersion = (ownLatest?.version ?? 0) + 1;
  return (
    <Stack gap="md" className={touch.touch}>
      <Stack gap={2}>
        <Title order={2} size="h4">
          Terms
        </Title>
        <Text fz="sm" c="dimmed">
          What customers agree to when they sign. A store can have its own; otherwise it uses the
          chain's.
        </Text>
      </Stack>
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Terms"
          size="md"
          allowDeselect={false}
          data={TERMS_KINDS.map((k) => ({ value: k, label: TERMS_KIND_LABELS[k] }))}
          value={kind}
          onChange={(value) => value && setKind(value as TermsKind)}
          miw={180}
        />
        <Select
          label="For"
          size="md"
          searchable
          allowDeselect={false}
          data={[
            { value: CHAIN, label: 'The whole chain' },
            ...(stores.data ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
          value={scope}
          onChange={(value) => value && setScope(value)}
          miw={180}
        />
      </Group>
      <Paper withBorder p="md" radius="md" aria-label="Terms that apply now" component="section">
        <Title order={3} size="h5">
          In use now{current ? ` · ${termsVersionLabel(current)}` : ''}
        </Title>
        <Text fz="sm" c="dimmed">
          {storeId === null
            ? 'Every store without its own terms uses these.'
            : hasOwn
              ? `${storeName ?? 'This store'} has its own terms.`
              : `${storeName ?? 'This store'} uses the chain's terms.`}
        </Text>
        {current && <TermsList terms={current} />}
      </Paper>
      <Textarea
        label={`New text for ${scopeName}`}
        description={`One paragraph a line; printed as a numbered list. ${draft.length.toLocaleString('en-US')} of ${TERMS_MAX_CHARS.toLocaleString('en-US')} characters.`}
        autosize
        minRows={6}
        maxRows={16}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        error={error}
      />
      <Group gap="sm">
        <Button
          size="md"
          onClick={() => review({ kind, storeId, body: draft })}
          loading={publish.isPending}
        >
          Publish version {nextVersion}
        </Button>
        {hasOwn && (
          <Button
            size="md"
            variant="default"
            onClick={() => review({ kind, storeId, useChainTerms: true })}
          >
            Use the chain terms
          </Button>
        )}
      </Group>
      {(chainHistory.isError || ownHistory.isError) && (
        <Alert color="red" title="Could not load the versions">
          {errorMessage(chainHistory.error ?? ownHistory.error, 'Please try again.')}
        </Alert>
      )}
      <TermsHistory
        versions={ownHistory.data}
        loading={ownHistory.isPending}
        scopeName={scopeName}
      />
      <ConfirmModal
        opened={confirm !== null}
        title={confirm?.useChainTerms ? 'Use the chain terms?' : `Publish version ${nextVersion}?`}
        cancelLabel="Cancel"
        confirmLabel={confirm?.useChainTerms ? 'Use chain terms' : 'Publish'}
        loading={publish.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void send()}
      >
        <Text>
          {confirm?.useChainTerms
            ? `${storeName ?? 'This store'} will use the chain's ${TERMS_KIND_LABELS[kind].toLowerCase()} from now on.`
            : `New ${TERMS_KIND_LABELS[kind].toLowerCase()} for ${scopeName}, from now on.`}{' '}
          Records already signed keep the version their customer signed; their reprints do not
          change.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
