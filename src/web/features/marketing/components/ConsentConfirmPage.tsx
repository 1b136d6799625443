import { Box, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { CONSENT_LABELS } from '../../../../shared/marketing-consent';
import { ApiError, errorMessage } from '../../../lib/api';
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

  let body;
  if (info.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  } else if (info.isError) {
    const invalid = info.error instanceof ApiError && info.error.status === 404;
    body = (
      <Stack gap="md">
        <Title order={1} size="h3">
          {invalid ? 'This link does not work' : 'Something went wrong'}
        </Title>
        <Text>
          {invalid
            ? 'Check that you opened the whole link from the message, or contact the store.'
            : errorMessage(info.error, 'Please try again.')}
        </Text>
      </Stack>
    );
  } else if (info.data.state === 'confirmed') {
    body = (
      <Stack gap="md" align="flex-start">
        <IconCircleCheck size={44} color="var(--mantine-color-teal-6)" aria-hidden />
        <Title order={1} size="h3">
          You will get offers again
        </Title>
        <Text>
          {info.data.businessName} may send offers to {info.data.address}. Every message says how to
          stop.
        </Text>
      </Stack>
    );
  } else if (info.data.state === 'expired') {
    body = (
      <Stack gap="md">
        <Title order={1} size="h3">
          This link has expired
        </Title>
        <Text>Nothing changed: you still get no offers. Ask the store to send a new link.</Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Title order={1} size="h3">
          Get offers from {info.data.businessName} again?
        </Title>
        <Text>
          You asked not to get offers at {info.data.address}. If you want them again, confirm below;
          if not, close this page and nothing changes.
        </Text>
        <Text fw={600}>{CONSENT_LABELS[info.data.channel]}</Text>
        <Text fz="sm">{info.data.words}</Text>
        <Button size="lg" onClick={() => void accept()} loading={confirm.isPending}>
          Yes, send me offers
        </Button>
      </Stack>
    );
  }

  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 48 }} px="sm" component="main">
      <Paper maw={480} mx="auto" radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        {body}
      </Paper>
    </Box>
  );
}
