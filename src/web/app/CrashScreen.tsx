import { Button, Center, Code, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './CrashScreen.module.css';

/** The message and the stack, without repeating the message that most stacks begin with. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (!error.stack) return error.message;
  return error.stack.includes(error.message) ? error.stack : `${error.message}\n\n${error.stack}`;
}

/** What a person sees when the app itself fails (docs/product.md, Messages). */
export function CrashScreen({ error }: { error: unknown }) {
  const details = describeError(error);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={560} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            Something went wrong
          </Title>
          <Text c="dimmed">
            The app ran into an unexpected problem. Refresh the page to carry on; if it keeps
            happening, tell your manager and share the technical details below.
          </Text>
          <Button size="lg" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
          <details className={classes.details}>
            <summary className={classes.summary}>Technical details</summary>
            <Code block className={classes.code}>
              {details}
            </Code>
          </details>
        </Stack>
      </Paper>
    </Center>
  );
}
