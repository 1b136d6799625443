import { Center, Loader } from '@mantine/core';

/** Shown while the signed-in user or a screen's code is loading. */
export function FullScreenLoader() {
  return (
    <Center h="100dvh">
      <Loader size="lg" aria-label="Loading" />
    </Center>
  );
}
