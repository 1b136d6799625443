import { Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { loginBlockedMessage, REPORT_MESSAGES } from '../../../../shared/daily-reports';
import { clearLoginBlock, formatCountdown, type LoginBlock } from '../../../lib/login-block';

type Props = { block: LoginBlock; onEnd: () => void };

/**
 * After a daily report: sign-in is closed until 8:00 AM, with the time left ticking down. The day
 * is named on the store's clock as it ticks: "tomorrow" at 11:50 PM becomes "today" at midnight.
 * A block remembered before the store's zone was sent reads the device's clock instead.
 * Loaded only when sign-in is blocked, so its texts (and the report schemas next to them) stay
 * out of the sign-in screen's bundle.
 */
export default function LoginBlockedBanner({ block, onEnd }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const left = block.until - now;
  useEffect(() => {
    if (left <= 0) {
      clearLoginBlock();
      onEnd();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left, onEnd]);

  return (
    <Paper
      role="alert"
      aria-labelledby="login-blocked-title"
      withBorder
      radius="md"
      p="md"
      mb="lg"
      bg="orange.0"
      style={{ borderColor: 'var(--mantine-color-orange-4)' }}
    >
      <Text id="login-blocked-title" fw={800} c="orange.9">
        {REPORT_MESSAGES.blockedTitle}
      </Text>
      <Text fz="sm" mt={4}>
        {loginBlockedMessage(
          new Date(block.until),
          new Date(now),
          block.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
        )}
      </Text>
      <Text fz="sm" mt={4}>
        This is for {block.storeName ? `${block.storeName}’s` : 'the store’s'} counter accounts.
        Managers, and staff of other stores, can still sign in here.
      </Text>
      <Text fz="sm" mt="xs">
        {REPORT_MESSAGES.timeRemaining}:{' '}
        <Text span fw={700} ff="monospace" aria-live="off">
          {formatCountdown(left)}
        </Text>
      </Text>
    </Paper>
  );
}
