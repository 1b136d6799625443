import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  TERMS_KIND_LABELS,
  TERMS_KINDS,
  TERMS_MAX_CHARS,
  termsVersionLabel,
  ZPublishTerms,
  type PublishTermsInput,
  type TermsKind,
} from '../../../../shared/terms';
import { warrantyMismatch } from '../../../../shared/warranty-terms';
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

/** The editor's text, and whether the store goes back to the chain's terms instead. */
type TermsValues = { body: string; useChainTerms: boolean };
type TermsScope = Pick<PublishTermsInput, 'kind' | 'storeId'>;
type Publication = z.output<typeof ZPublishTerms>;

const schemaResolver = zodResolver(ZPublishTerms) as unknown as Resolver<
  PublishTermsInput,
  unknown,
  Publication
>;

/** The shared schema, on the kind and scope chosen above the editor. */
const termsResolver: Resolver<TermsValues, TermsScope, Publication> = async (
  { body, useChainTerms },
  scope,
  options,
) => {
  const input: PublishTermsInput = useChainTerms
    ? { ...scope!, useChainTerms: true }
    : { ...scope!, body };
  const result = await schemaResolver(input, undefined, options as never);
  // Every message shows under the editor, the one field of this form.
  const [first] = Object.values(result.errors);
  return first
    ? { values: {}, errors: { body: { type: 'validate', message: first.message } } }
    : result;
};

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
  const context = useMemo(() => ({ kind, storeId }), [kind, storeId]);
  const form = useForm<TermsValues, TermsScope, Publication>({
    resolver: termsResolver,
    context,
    defaultValues: { body: '', useChainTerms: false },
  });
  const draft = form.watch('body');
  // Repair terms naming a warranty the stores' invoices do not print (issue 38: 60 vs 90 days).
  const inScope = (stores.data ?? []).filter((s) => storeId === null || s.id === storeId);
  const warranty =
    kind === 'repair'
      ? warrantyMismatch(
          draft.trim() ? draft : (current?.body ?? ''),
          inScope,
          "Make them agree: change the text, or the store's warranty days in Admin → Stores.",
        )
      : null;
  const [confirm, setConfirm] = useState<Publication | null>(null);
  // The editor starts from the text that applies now, for each kind and scope chosen.
  const { reset } = form;
  useEffect(() => {
    reset({ body: current?.body ?? '', useChainTerms: false });
  }, [reset, current?.id, current?.body, kind, scope]);

  const review = (useChainTerms: boolean) => {
    form.setValue('useChainTerms', useChainTerms);
    void form.handleSubmit(setConfirm)();
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
      form.setError('body', {
        type: 'server',
        message: fieldErrors(failure).body ?? errorMessage(failure, 'Please try again.'),
      });
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
        error={form.formState.errors.body?.message}
        {...form.register('body')}
      />
      {warranty && (
        <Alert color="yellow" title="The warranty is written twice and they disagree" role="status">
          {warranty}
        </Alert>
      )}
      <Group gap="sm">
        <Button size="md" onClick={() => review(false)} loading={publish.isPending}>
          Publish version {nextVersion}
        </Button>
        {hasOwn && (
          <Button size="md" variant="default" onClick={() => review(true)}>
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
