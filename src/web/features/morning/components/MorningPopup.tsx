import {
  Blockquote,
  Button,
  Group,
  ProgressRoot,
  ProgressSection,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { MORNING_POPUP_SECONDS } from '../../../../shared/constants';
import touch from '../../../components/touch.module.css';
import { planMorningPopup } from '../morning-rules';
import { loadMorningState, saveMorningState } from '../morning-storage';
import { QUOTES } from '../quotes';
import { useCountdown } from './use-countdown';
import { AppModal } from '../../../components/AppModal';

/** The first morning greeting of the day, with a quote (docs/product.md, Morning popup). */
export default function MorningPopup({ firstName }: { firstName: string }) {
  // Decided once, when the signed-in app first renders.
  const [plan] = useState(() =>
    planMorningPopup(loadMorningState(localStorage, QUOTES.length), new Date(), QUOTES.length),
  );
  // Marked as shown as soon as it opens, so a reload does not greet again.
  useEffect(() => {
    if (plan) saveMorningState(localStorage, plan.next);
  }, [plan]);
  const [skipped, setSkipped] = useState(false);
  const secondsLeft = useCountdown(plan !== null && !skipped, MORNING_POPUP_SECONDS);
  const quote = plan && QUOTES[plan.quote];
  if (!quote) return null;

  const skip = () => setSkipped(true);
  return (
    <AppModal
      opened={!skipped && secondsLeft > 0}
      onClose={skip}
      title={`Good Morning, ${firstName}!`}
      centered
      withCloseButton={false}
      radius="lg"
      classNames={{ content: touch.touch }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="lg">
        <Blockquote color="indigo" cite={`— ${quote.author}`} p="md">
          {quote.text}
        </Blockquote>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm" c="dimmed">
              Closes in{' '}
              <Text span fw={700} c="dark" data-testid="morning-countdown">
                {secondsLeft}
              </Text>{' '}
              s
            </Text>
            <Button variant="default" size="md" onClick={skip}>
              Skip
            </Button>
          </Group>
          {/* Root and section rather than <Progress>, whose styles helper would be split off
              the sign-in form's chunk and make the sign-in download bigger. */}
          <ProgressRoot size="sm" transitionDuration={250}>
            <ProgressSection
              value={(secondsLeft / MORNING_POPUP_SECONDS) * 100}
              aria-label="Time before this closes"
            />
          </ProgressRoot>
        </Stack>
      </Stack>
    </AppModal>
  );
}
