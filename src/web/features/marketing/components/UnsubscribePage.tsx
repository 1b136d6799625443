import { Box, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { useUnsubscribe, useUnsubscribeInfo } from '../api';

/**
 * Where a message's "stop" link leads (/unsubscribe/:token), without signing in. Opening the
 * page changes nothing (mail scanners open links); the person confirms with one tap.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);

  const confirm = async () => {
    try {
      await unsubscribe.mutateAsync();
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
  } else if (info.data.optedOut) {
    body = (
      <Stack gap="md" align="flex-start">
        <IconCircleCheck size={44} color="var(--mantine-color-teal-6)" aria-hidden />
        <Title order={1} size="h3">
          You are unsubscribed
        </Title>
        <Text>
          {info.data.storeName || 'We'} will not send offers or review requests to{' '}
          {info.data.address} again. Messages about a repair you leave with us still reach you
          unless you turn them off on its status page.
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Title order={1} size="h3">
          Stop messages from {info.data.storeName || 'us'}?
        </Title>
        <Text>
          No more offers or review requests will go to {info.data.address}, from any of our stores.
        </Text>
        <Button size="lg" onClick={() => void confirm()} loading={unsubscribe.isPending}>
          Unsubscribe
        </Button>
      </Stack>
    );
  }

  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 48 }} px="sm">
      <Paper maw={480} mx="auto" radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        {body}
      </Paper>
    </Box>
  );
}
