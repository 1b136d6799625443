import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDateTime } from '../../../../shared/format';
import { campaignOutcome, type Campaign, type CampaignTone } from '../../../../shared/marketing';
import { errorMessage } from '../../../lib/api';
import { useCampaigns, type AudienceChoice } from '../api';
import { CampaignForm } from './CampaignForm';

type Props = {
  audience: AudienceChoice;
  composing: boolean;
  onCompose: (composing: boolean) => void;
};

function Result({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={800} fz="lg" data-testid={`result-${label}`}>
        {value}
      </Text>
    </div>
  );
}

const TONE_COLORS: Record<CampaignTone, string> = {
  sent: 'teal',
  partial: 'orange',
  queued: 'orange',
  failed: 'red',
  sending: 'blue',
};

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const r = campaign.results;
  const outcome = campaignOutcome(campaign);
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Campaign ${campaign.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{campaign.name}</Text>
            <Text fz="sm" c="dimmed">
              {campaign.channel === 'email' ? 'E-mail' : 'SMS'} ·{' '}
              {formatDateTime(campaign.createdAt)}
              {campaign.createdBy ? ` · ${campaign.createdBy}` : ''}
            </Text>
          </div>
          <Badge color={TONE_COLORS[outcome.tone]} variant="light">
            {outcome.label}
          </Badge>
        </Group>
        <Text fz="sm">{campaign.audience}</Text>
        {campaign.subject && (
          <Text fz="sm" fw={600}>
            {campaign.subject}
          </Text>
        )}
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {campaign.message}
        </Text>
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
          <Result label="Sent" value={r.sent} />
          <Result label="In outbox" value={r.kept} />
          <Result label="Failed" value={r.failed} />
          <Result label="Waiting" value={r.pending} />
          <Result label="Skipped" value={r.skippedOptedOut} />
          <Result label="Opted out" value={r.optedOut} />
        </SimpleGrid>
        <Text fz="sm" data-testid="campaign-outcome">
          {outcome.text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Campaigns sent, newest first, with how each went; and the form for the next one. */
export default function CampaignsSection({ audience, composing, onCompose }: Props) {
  const campaigns = useCampaigns();
  return (
    <Stack gap="md">
      {composing ? (
        <CampaignForm initialAudience={audience} onDone={() => onCompose(false)} />
      ) : (
        <Button
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => onCompose(true)}
        >
          New campaign
        </Button>
      )}
      {campaigns.isError && (
        <Alert color="red">{errorMessage(campaigns.error, 'Campaigns could not be loaded.')}</Alert>
      )}
      {campaigns.isPending && <Loader aria-label="Loading campaigns" />}
      {campaigns.data?.length === 0 && (
        <Text c="dimmed">No campaigns yet. Pick an audience and send the first.</Text>
      )}
      {campaigns.data?.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} />
      ))}
    </Stack>
  );
}
