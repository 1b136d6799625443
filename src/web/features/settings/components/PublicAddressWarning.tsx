import { Button, Stack } from '@mantine/core';
import { useChainSettings } from '../api';
import { LoopbackWarning } from './LinksNow';

/**
 * The Admin tab's warning while links would open only on the server (127.x, localhost): every
 * invitation and customer message sent then is a dead link (issue 23, item 2).
 */
export default function PublicAddressWarning({ onSet }: { onSet?: () => void }) {
  const { data } = useChainSettings();
  if (!data?.links.pointsAtLoopback) return null;
  return (
    <Stack gap="xs">
      <LoopbackWarning links={data.links} />
      {onSet && (
        <Button
          variant="light"
          color="orange"
          size="md"
          onClick={onSet}
          style={{ alignSelf: 'flex-start' }}
        >
          Set the public address
        </Button>
      )}
    </Stack>
  );
}
