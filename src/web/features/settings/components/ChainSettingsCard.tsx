import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  CHAIN_NAME_MAX,
  ZChainSettingsInput,
  type ChainSettings,
  type ChainSettingsInput,
  type ChainSettingsUpdate,
} from '../../../../shared/chain-settings';
import { queryStatus } from '../../../components/QueryStatus';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import touch from '../../../components/touch.module.css';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { settingsKeys, useChainSettings, useUpdateChainSettings } from '../api';
import { useQueryClient } from '@tanstack/react-query';
import { LinksNow } from './LinksNow';

/** Admin → Chain: the address links in messages and QR codes use, and the chain's own name. */
export default function ChainSettingsCard() {
  const settings = useChainSettings();
  return (
    <Paper
      component="section"
      aria-labelledby="chain-settings-heading"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={touch.touch}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="chain-settings-heading">
            Chain settings
          </Title>
          <Text c="dimmed" fz="sm">
            How your staff and customers reach the app from their own phones, and your chain's name
            in e-mails.
          </Text>
        </Stack>
        {settings.data ? (
          <ChainSettingsForm settings={settings.data} />
        ) : (
          queryStatus(settings, {
            loading: 'Loading chain settings',
            failed: 'Could not load chain settings',
          })
        )}
      </Stack>
    </Paper>
  );
}

function ChainSettingsForm({ settings }: { settings: ChainSettings }) {
  const client = useQueryClient();
  const update = useUpdateChainSettings();
  const submit = useSubmitState();
  const form = useForm<ChainSettingsInput, unknown, ChainSettingsUpdate>({
    resolver: zodResolver(ZChainSettingsInput),
    defaultValues: { publicUrl: settings.publicUrl ?? '', chainName: settings.chainName ?? '' },
  });
  const { reset } = form;
  useEffect(() => {
    reset({ publicUrl: settings.publicUrl ?? '', chainName: settings.chainName ?? '' });
  }, [reset, settings.publicUrl, settings.chainName]);

  const onValid = async (input: ChainSettingsUpdate) => {
    if (submit.state === 'submitting') return;
    submit.start();
    try {
      const saved = await update.mutateAsync({
        publicUrl: input.publicUrl ?? '',
        chainName: input.chainName ?? '',
        version: settings.updatedAt,
      });
      submit.succeed();
      toastSuccess({
        title: 'Chain settings saved',
        message: `Links now start with ${saved.links.url}`,
      });
    } catch (error) {
      submit.fail();
      // Saved by someone else meanwhile: the query takes theirs and the form shows it.
      reportSaveError(form, error, 'Chain settings not saved', (current: ChainSettings) =>
        client.setQueryData(settingsKeys.chain, current),
      );
    }
  };

  const errors = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Chain settings">
      <Stack gap="md">
        <LinksNow links={settings.links} />
        <TextInput
          label="Public address"
          size="md"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="http://192.168.1.20:5000"
          description="The address people open on their own phones: in invitations, status links, QR codes and messages. Only the address, like https://repairs.example.com or http://192.168.1.20:5000."
          error={errors.publicUrl?.message}
          {...form.register('publicUrl')}
        />
        {settings.links.source === 'env' && (
          <Alert color="blue" variant="light" p="sm">
            PUBLIC_URL is set on the server, so links use it, whatever is saved here.
          </Alert>
        )}
        <TextInput
          label="Chain name"
          size="md"
          autoComplete="organization"
          placeholder="Peach State Phone Repair"
          description={`Named in invitation e-mails. Up to ${CHAIN_NAME_MAX} characters.`}
          error={errors.chainName?.message}
          {...form.register('chainName')}
        />
        <SubmitButton
          state={submit.state}
          idleLabel="Save Chain Settings"
          successLabel="Saved"
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-end' }}
        />
      </Stack>
    </form>
  );
}
