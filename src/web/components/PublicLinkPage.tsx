import { Box, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api';

/**
 * A page a message's link opens without signing in (unsubscribe, renewed consent): one card on a
 * plain background, a loader while the link is read, and what to do when it does not work.
 */
export function PublicLinkPage<T>({
  info,
  children,
}: {
  info: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
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
  } else {
    body = children(info.data);
  }
  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 48 }} px="sm" component="main">
      <Paper maw={480} mx="auto" radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        {body}
      </Paper>
    </Box>
  );
}
