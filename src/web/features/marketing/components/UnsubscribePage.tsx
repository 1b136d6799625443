import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PublicLinkPage } from '../../../components/PublicLinkPage';
import { errorMessage } from '../../../lib/api';
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

  return (
    <PublicLinkPage info={info}>
      {(data) => {
        if (data.optedOut) {
          return (
            <Stack gap="md" align="flex-start">
              <IconCircleCheck size={44} color="var(--mantine-color-teal-6)" aria-hidden />
              <Title order={1} size="h3">
                You are unsubscribed
              </Title>
              <Text>
                {data.storeName || 'We'} will not send offers or review requests to {data.address}{' '}
                again. Messages about a repair you leave with us still reach you unless you turn
                them off on its status page.
              </Text>
            </Stack>
          );
        }
        return (
          <Stack gap="md">
            <Title order={1} size="h3">
              Stop messages from {data.storeName || 'us'}?
            </Title>
            <Text>
              No more offers or review requests will go to {data.address}, from any of our stores.
            </Text>
            <Button size="lg" onClick={() => void confirm()} loading={unsubscribe.isPending}>
              Unsubscribe
            </Button>
          </Stack>
        );
      }}
    </PublicLinkPage>
  );
}
