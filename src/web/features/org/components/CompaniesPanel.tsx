import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Company } from '../../../../shared/companies';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCompanies, useDeleteCompany, useUpdateCompany } from '../api';
import { CompanyFormModal } from './CompanyFormModal';
import { SectionCard } from '../../../components/SectionCard';

type Dialog = { company?: Company };

/**
 * The Admin tab's companies: the brands the chain's stores trade under, printed on tickets.
 * A company in use is archived (no new store may choose it), never deleted.
 */
export default function CompaniesPanel() {
  const companies = useCompanies();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  if (companies.isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Loading companies" />
      </Center>
    );
  }
  if (companies.isError) {
    return (
      <Alert color="red" title="Could not load companies">
        {errorMessage(companies.error, 'Please try again.')}
      </Alert>
    );
  }

  return (
    <SectionCard compact aria-label="Companies" className={touch.touch}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Companies
          </Title>
          <Text fz="sm" c="dimmed">
            The companies your stores trade under, printed on every ticket and receipt.
          </Text>
        </Stack>
        <Button
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({})}
          w={{ base: '100%', xs: 'auto' }}
        >
          Add Company
        </Button>
      </Group>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {companies.data.map((company) => (
          <CompanyRow key={company.id} company={company} onRename={() => setDialog({ company })} />
        ))}
      </Stack>
      {dialog && <CompanyFormModal company={dialog.company} onClose={() => setDialog(null)} />}
    </SectionCard>
  );
}

function CompanyRow({ company, onRename }: { company: Company; onRename: () => void }) {
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const busy = update.isPending || remove.isPending;
  const stores = `${company.storeCount} store${company.storeCount === 1 ? '' : 's'}`;

  const setArchived = (archived: boolean) =>
    update.mutate(
      { id: company.id, archived },
      {
        onSuccess: () =>
          toastSuccess({
            title: archived ? 'Company archived' : 'Company brought back',
            message: archived
              ? `New stores can no longer choose ${company.name}; its stores keep it.`
              : `Stores can choose ${company.name} again.`,
          }),
        onError: (error) =>
          toastError({ title: 'Company not changed', message: errorMessage(error, 'Try again.') }),
      },
    );
  const onDelete = () =>
    remove.mutate(company.id, {
      onSuccess: () => toastSuccess({ title: 'Company deleted', message: company.name }),
      onError: (error) =>
        toastError({ title: 'Company not deleted', message: errorMessage(error, 'Try again.') }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="sm" bg="gray.0" data-testid="company-row">
      <Group justify="space-between" gap="xs">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {stores}
          </Text>
          {company.archived && (
            <Badge color="gray" variant="light">
              Archived
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            size="md"
            onClick={onRename}
            disabled={busy}
            aria-label={`Rename ${company.name}`}
          >
            Rename
          </Button>
          <Button
            variant="default"
            size="md"
            onClick={() => setArchived(!company.archived)}
            loading={update.isPending}
            disabled={busy}
            aria-label={`${company.archived ? 'Bring back' : 'Archive'} ${company.name}`}
          >
            {company.archived ? 'Bring back' : 'Archive'}
          </Button>
          {company.storeCount === 0 && (
            <Button
              variant="subtle"
              color="red"
              size="md"
              onClick={onDelete}
              loading={remove.isPending}
              disabled={busy}
              aria-label={`Delete ${company.name}`}
            >
              Delete
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
