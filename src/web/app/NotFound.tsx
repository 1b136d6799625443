import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFound() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} size="h2">
          404 Page Not Found
        </Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/" size="lg">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
