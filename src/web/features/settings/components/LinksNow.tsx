import { Alert, Code, Text } from '@mantine/core';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import type { PublicAddress, PublicAddressSource } from '../../../../shared/chain-settings';

const WHY: Record<PublicAddressSource, string> = {
  env: 'set by PUBLIC_URL on the server',
  setting: 'the public address saved below',
  lan: "this computer's address on the shop's network",
  host: 'the address the server listens on',
};

/** Where links point now, and a warning when they would open only on the server itself. */
export function LinksNow({ links }: { links: PublicAddress }) {
  if (links.pointsAtLoopback) return <LoopbackWarning links={links} />;
  return (
    <Alert color="teal" variant="light" icon={<IconLink aria-hidden />} p="sm">
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        Links now start with <Code>{links.url}</Code> ({WHY[links.source]}).
      </Text>
    </Alert>
  );
}

/** Shown on the Admin tab until links open on other devices (decision 031). */
export function LoopbackWarning({ links }: { links: PublicAddress }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Links point at this computer only"
      data-testid="loopback-warning"
    >
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        Invitations, status links, QR codes and messages start with <Code>{links.url}</Code>, which
        opens only on the server itself. Set the public address under System → Chain settings (the
        address phones on your network or the internet open), or PUBLIC_URL on the server.
      </Text>
    </Alert>
  );
}
