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
import { useState } from 'react';
import {
  CAMPAIGN_MESSAGE_MAX,
  FIRST_NAME_TAG,
  SMS_SEGMENT_LENGTH,
  ZCampaignInput,
  type CampaignInput,
} from '../../../../shared/marketing';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSegment, useStartCampaign, type AudienceChoice } from '../api';
import { AudienceFields } from './AudiencesSection';

type Channel = CampaignInput['channel'];
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
  const [audience, setAudience] = useState(initialAudience);
  const [channel, setChannel] = useState<Channel>('email');
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState(`Hi ${FIRST_NAME_TAG}, `);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const segment = useSegment(audience);
  const start = useStartCampaign();
  const reach = channel === 'email' ? segment.data?.reachableByEmail : segment.data?.reachableBySms;

  /** Typing in a field after a failed send clears that field's message. */
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const input = (): CampaignInput => ({
    name,
    channel,
    subject: channel === 'email' ? subject : undefined,
    message,
    segment: {
      kind: audience.kind,
      value: audience.value,
      storeIds: audience.storeIds.length ? audience.storeIds : undefined,
    },
  });

  const check = () => {
    const parsed = ZCampaignInput.safeParse(input());
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (reach === 0)
      found.segment = `Nobody in this audience can be reached by ${channel === 'email' ? 'e-mail' : 'SMS'}`;
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    try {
      const campaign = await start.mutateAsync(input());
      toastSuccess({ title: 'Campaign sent', message: `${campaign.name} is on its way.` });
      onDone();
    } catch (error) {
      setErrors(fieldErrors(error));
      toastError({ title: 'Not sent', message: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          check();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            New campaign
          </Title>
          <TextInput
            size="md"
            label="Campaign name"
            description="For you; customers do not see it."
            required
            value={name}
            error={errors.name}
            onChange={(e) => edit('name', setName)(e.currentTarget.value)}
          />
          <AudienceFields audience={audience} onChange={setAudience} />
          <SegmentedControl
            fullWidth
            size="md"
            aria-label="Send by"
            value={channel}
            onChange={(value) => setChannel(value as Channel)}
            data={[
              { value: 'email', label: 'E-mail' },
              { value: 'sms', label: 'SMS' },
            ]}
          />
          <Text fw={600} c={errors.segment ? 'red' : undefined} aria-live="polite">
            {errors.segment ??
              (reach === undefined
                ? 'Counting who this reaches...'
                : `Reaches ${reach} ${reach === 1 ? 'person' : 'people'} by ${channel === 'email' ? 'e-mail' : 'SMS'}; anyone who opted out is left out.`)}
          </Text>
          {channel === 'email' && (
            <TextInput
              size="md"
              label="Subject"
              required
              value={subject}
              error={errors.subject}
              onChange={(e) => edit('subject', setSubject)(e.currentTarget.value)}
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
            value={message}
            error={errors.message}
            onChange={(e) => edit('message', setMessage)(e.currentTarget.value)}
          />
          {channel === 'sms' && (
            <Text fz="sm" c="dimmed">
              {smsNote(message)}
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
        opened={confirming}
        title="Send this campaign?"
        cancelLabel="Not yet"
        confirmLabel="Send now"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        <Text>
          “{name}” goes to {reach} {reach === 1 ? 'person' : 'people'} by{' '}
          {channel === 'email' ? 'e-mail' : 'SMS'} now. It cannot be called back.
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
