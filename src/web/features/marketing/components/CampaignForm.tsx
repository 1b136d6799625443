import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  CAMPAIGN_MESSAGE_MAX,
  FIRST_NAME_TAG,
  SMS_SEGMENT_LENGTH,
  ZCampaignInput,
  type CampaignDraft,
  type CampaignInput,
} from '../../../../shared/marketing';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { bindField } from '../../../lib/bind-field';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useSegment, useStartCampaign, type AudienceChoice } from '../api';
import { AudienceFields } from './AudiencesSection';

type Channel = CampaignInput['channel'];
/** The form's values: the audience as its picker holds it, the subject even while SMS is chosen. */
type CampaignValues = {
  name: string;
  channel: Channel;
  subject: string;
  message: string;
  segment: AudienceChoice;
};

/** What the server parses: no subject for an SMS, no store list when every store is meant. */
function campaignInput({ subject, segment, ...values }: CampaignValues): CampaignInput {
  return {
    ...values,
    subject: values.channel === 'email' ? subject : undefined,
    segment: { ...segment, storeIds: segment.storeIds.length ? segment.storeIds : undefined },
  };
}

const campaignResolver = zodResolver(
  z.preprocess(campaignInput, ZCampaignInput),
) as unknown as Resolver<CampaignValues, unknown, CampaignDraft>;

type Props = { initialAudience: AudienceChoice; onDone: () => void };

/** Roughly what the stop link adds to each SMS, so the count shown is what the phone receives. */
const SMS_FOOTER_LENGTH = 60;

function smsNote(message: string): string {
  const length = message.length + SMS_FOOTER_LENGTH;
  const parts = Math.ceil(length / SMS_SEGMENT_LENGTH);
  return `About ${length} characters with the stop link: ${parts} text message${parts === 1 ? '' : 's'} per person.`;
}

/**
 * Writes a campaign and sends it after a confirmation that names how many people it reaches.
 * The schema is the server's, so the messages beside the fields are the same ones it answers.
 */
export function CampaignForm({ initialAudience, onDone }: Props) {
  const form = useForm<CampaignValues, unknown, CampaignDraft>({
    resolver: campaignResolver,
    defaultValues: {
      name: '',
      channel: 'email',
      subject: '',
      message: `Hi ${FIRST_NAME_TAG}, `,
      segment: initialAudience,
    },
  });
  const { errors } = form.formState;
  const [confirming, setConfirming] = useState<CampaignDraft | null>(null);
  const audience = bindField(form, 'segment');
  const channel = form.watch('channel');
  const segment = useSegment(audience.value);
  const start = useStartCampaign();
  const reach = channel === 'email' ? segment.data?.reachableByEmail : segment.data?.reachableBySms;
  const by = channel === 'email' ? 'e-mail' : 'SMS';
  // The audience's own message (a number out of range) or that it reaches nobody.
  const segmentError = errors.segment?.message ?? errors.segment?.value?.message;

  const check = (draft: CampaignDraft) => {
    if (reach === 0) {
      form.setError('segment', { message: `Nobody in this audience can be reached by ${by}` });
      return;
    }
    setConfirming(draft);
  };

  const send = async (draft: CampaignDraft) => {
    setConfirming(null);
    try {
      const campaign = await start.mutateAsync(draft);
      toastSuccess({ title: 'Campaign sent', message: `${campaign.name} is on its way.` });
      onDone();
    } catch (error) {
      reportSaveError(form, error, 'Not sent');
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate onSubmit={(event) => void form.handleSubmit(check)(event)}>
        <Stack gap="md">
          <Title order={2} size="h3">
            New campaign
          </Title>
          <TextInput
            size="md"
            label="Campaign name"
            description="For you; customers do not see it."
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <AudienceFields
            audience={audience.value}
            onChange={(choice) => {
              audience.onChange(choice);
              form.clearErrors('segment');
            }}
          />
          <SegmentedControl
            fullWidth
            size="md"
            aria-label="Send by"
            value={channel}
            onChange={(value) => {
              form.setValue('channel', value as Channel);
              form.clearErrors('segment');
            }}
            data={[
              { value: 'email', label: 'E-mail' },
              { value: 'sms', label: 'SMS' },
            ]}
          />
          <Text fw={600} c={segmentError ? 'red' : undefined} aria-live="polite">
            {segmentError ??
              (reach === undefined
                ? 'Counting who this reaches...'
                : `Reaches ${reach} ${reach === 1 ? 'person' : 'people'} by ${by}; anyone who opted out is left out.`)}
          </Text>
          {channel === 'email' && (
            <TextInput
              size="md"
              label="Subject"
              required
              error={errors.subject?.message}
              {...form.register('subject')}
            />
          )}
          <Textarea
            size="md"
            label="Message"
            description={`${FIRST_NAME_TAG} becomes each person's first name. Every message ends with the store's name and a link to stop these messages.`}
            required
            autosize
            minRows={4}
            maxLength={CAMPAIGN_MESSAGE_MAX}
            error={errors.message?.message}
            {...form.register('message')}
          />
          {channel === 'sms' && (
            <Text fz="sm" c="dimmed">
              {smsNote(form.watch('message'))}
            </Text>
          )}
          <Group grow>
            <Button size="md" variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button size="md" type="submit" loading={start.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming !== null}
        title="Send this campaign?"
        cancelLabel="Not yet"
        confirmLabel="Send now"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void send(confirming)}
      >
        <Text>
          “{confirming?.name}” goes to {reach} {reach === 1 ? 'person' : 'people'} by {by} now. It
          cannot be called back.
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
