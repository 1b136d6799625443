import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CONSENT_VERSION, type PublicConsent } from '../../../../shared/marketing-consent';
import { MarketingConsentChoice } from '../../../components/MarketingConsent';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { usePublicConsent, useSetPublicConsent } from '../../marketing/api';

/**
 * The customer's own offers choice on their status page: the boxes as their consent stands, and
 * a button that records what they leave ticked (given) or untick (withdrawn) at once.
 */
export function OffersChoice({ token }: { token: string }) {
  const consent = usePublicConsent(token);
  if (!consent.data) return null;
  return <OffersForm token={token} consent={consent.data} />;
}

function OffersForm({ token, consent }: { token: string; consent: PublicConsent }) {
  const save = useSetPublicConsent(token);
  const [sms, setSms] = useState(consent.sms ?? false);
  const [email, setEmail] = useState(consent.email ?? false);
  const changed = sms !== (consent.sms ?? false) || email !== (consent.email ?? false);

  const submit = async () => {
    try {
      const answer = await save.mutateAsync({ sms, email, version: CONSENT_VERSION });
      // Someone who opted out before confirms from their own phone or mailbox (issue 37).
      const waiting = (sms && !answer.sms) || (email && !answer.email);
      setSms(answer.sms ?? false);
      setEmail(answer.email ?? false);
      toastSuccess(
        waiting
          ? {
              title: 'Check your messages',
              message:
                'You opted out before, so we sent you a link: offers start once you confirm there.',
            }
          : { title: 'Saved', message: 'Your choice of offers is saved.' },
      );
    } catch (error) {
      toastError({ title: 'Error', message: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Offers and news">
      <Stack gap="sm">
        <MarketingConsentChoice
          businessName={consent.businessName}
          sms={consent.sms === null ? null : { checked: sms, onChange: setSms }}
          email={consent.email === null ? null : { checked: email, onChange: setEmail }}
        />
        <Text fz="sm" c="dimmed">
          Messages about this repair come whatever you choose here.
        </Text>
        <Button
          size="lg"
          variant="default"
          disabled={!changed}
          loading={save.isPending}
          onClick={() => void submit()}
        >
          Save my choice
        </Button>
      </Stack>
    </Paper>
  );
}
