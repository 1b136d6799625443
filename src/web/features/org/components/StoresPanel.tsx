import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { useAdminUsers } from '../../users/api';
import { useAllRegions, useAllStores } from '../api';
import { OrgDialog, type OrgDialogState } from './OrgDialog';
import { RegionCard } from './RegionCard';

/** The Admin tab's Stores section: regions, their stores, and who oversees each. */
export default function StoresPanel() {
  const regions = useAllRegions();
  const stores = useAllStores();
  const users = useAdminUsers();
  const [dialog, setDialog] = useState<OrgDialogState | null>(null);
  const addRegion = () => setDialog({ kind: 'region' });

  if (regions.isPending || stores.isPending || users.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading regions and stores" />
      </Center>
    );
  }
  if (regions.isError || stores.isError || users.isError) {
    return (
      <Alert color="red" title="Could not load regions and stores">
        {errorMessage(regions.error ?? stores.error ?? users.error, 'Please try again.')}
      </Alert>
    );
  }

  return (
    <Stack gap="md" className={touch.touch}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Regions and Stores
          </Title>
          <Text fz="sm" c="dimmed">
            Every store sits in a region; managers oversee stores or whole regions.
          </Text>
        </Stack>
        {regions.data.length > 0 && (
          <Button
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={addRegion}
            w={{ base: '100%', xs: 'auto' }}
          >
            Add Region
          </Button>
        )}
      </Group>
      {regions.data.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" data-testid="no-regions">
          <Stack align="center" gap="sm" ta="center">
            <IconMapPin size={36} aria-hidden color="var(--mantine-color-indigo-5)" />
            <Text fw={700}>No regions yet</Text>
            <Text fz="sm" c="dimmed" maw={360}>
              Add the first region, then the stores in it.
            </Text>
            <Button size="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={addRegion}>
              Add Region
            </Button>
          </Stack>
        </Paper>
      ) : (
        regions.data.map((region) => (
          <RegionCard
            key={region.id}
            region={region}
            stores={stores.data.filter((store) => store.regionId === region.id)}
            users={users.data}
            onOpen={setDialog}
          />
        ))
      )}
      {dialog && (
        <OrgDialog
          dialog={dialog}
          regions={regions.data}
          users={users.data}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
