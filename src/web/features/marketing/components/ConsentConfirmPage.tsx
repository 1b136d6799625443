import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { CONSENT_LABELS } from '../../../../shared/marketing-consent';
import { PublicLinkPage } from '../../../components/PublicLinkPage';
import { errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { useConfirmConsent, useConsentConfirmation } from '../api';

/**
 * Where the link sent to someone who opted out leads (/consent/:token), without signing in: the
 * only way their consent to offers comes back (issue 37). Opening the page changes nothing (mail
 * scanners open links); the person confirms with one tap, and the words they read are recorded.
 */
export default function ConsentConfirmPage() {
  const { token = '' } = useParams();
  const info = useConsentConfirmation(token);
  const confirm = useConfirmConsent(token);

  const accept = async () => {
    try {
      await confirm.mutateAsync();
    } catch (error) {
      toastError({ title: 'Error', message: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <PublicLinkPage info={info}>
      {(data) => {
        if (data.state === 'confirmed') {
          return (
            <Stack gap="md" align="flex-start">
              <IconCircleCheck size={44} color="var(--mantine-color-teal-6)" aria-hidden />
              <Title order={1} size="h3">
                You will get offers again
              </Title>
              <Text>
                {data.businessName} may send offers to {data.address}. Every message says how to
                stop.
              </Text>
            </Stack>
          );
        }
        if (data.state === 'expired') {
          return (
            <Stack gap="md">
              <Title order={1} size="h3">
                This link has expired
              </Title>
              <Text>
                Nothing changed: you still get no offers. Ask the store to send a new link.
              </Text>
            </Stack>
          );
        }
        return (
          <Stack gap="md">
            <Title order={1} size="h3">
              Get offers from {data.businessName} again?
            </Title>
            <Text>
              You asked not to get offers at {data.address}. If you want them again, confirm below;
              if not, close this page and nothing changes.
            </Text>
            <Text fw={600}>{CONSENT_LABELS[data.channel]}</Text>
            <Text fz="sm">{data.words}</Text>
            <Button size="lg" onClick={() => void accept()} loading={confirm.isPending}>
              Yes, send me offers
            </Button>
          </Stack>
        );
      }}
    </PublicLinkPage>
  );
}
