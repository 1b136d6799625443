import { ActionIcon, CopyButton, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { invitePath } from '../../../../shared/invites';
import { pageOrigin, shareableOrigin } from '../../../lib/share-origin';
import { usePublicAddress } from '../../settings/api';

/**
 * An invitation's link on the address the office is using now (the person invited is usually
 * beside them, on the same network), unless that is this computer only (decision 031).
 */
export function useInviteLink(token: string): string {
  const address = usePublicAddress();
  return `${shareableOrigin(pageOrigin(), address.data?.url)}${invitePath(token)}`;
}

/** The link, read-only for selecting, with a Copy button named for what it copies. */
export function InviteLinkField({ token, label }: { token: string; label: string }) {
  const link = useInviteLink(token);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label="Link"
        size="md"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="invite-link-value"
      />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
            <ActionIcon
              size={44}
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : 'indigo'}
              onClick={copy}
              aria-label={copied ? `Link copied: ${label}` : `Copy link: ${label}`}
            >
              {copied ? <IconCheck size={20} aria-hidden /> : <IconCopy size={20} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
