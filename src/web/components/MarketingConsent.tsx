import { Checkbox, Stack, Text } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import {
  CONSENT_LABELS,
  CONSENT_REOPT_HINT,
  CONSENT_VERSION,
  consentWords,
} from '../../shared/marketing-consent';
import type { MessageChannel } from '../../shared/outbox';
import { FormSection } from './FormSection';

/** The consent boxes' values in a counter form: unticked, with the words' version they show. */
export type MarketingConsentValues = {
  marketingSms: boolean;
  marketingEmail: boolean;
  marketingConsentVersion: string;
};

export const NO_MARKETING_CONSENT: MarketingConsentValues = {
  marketingSms: false,
  marketingEmail: false,
  marketingConsentVersion: CONSENT_VERSION,
};

/**
 * The business the consent is given to, as the server records it: the clerk's store's company,
 * or the chosen store's for a user who works at several.
 */
export function businessNameOf(
  user: { storeCompanyName: string | null },
  stores: readonly { id: string; companyName: string | null }[] | undefined,
  storeId: string | undefined,
): string {
  return user.storeCompanyName ?? stores?.find((s) => s.id === storeId)?.companyName ?? 'this shop';
}

type Box = { checked: boolean; onChange: (checked: boolean) => void; error?: string | undefined };

/**
 * The customer's own choice of offers, one unticked box per channel with the exact words the
 * consent is recorded with under it (TCPA, CAN-SPAM): who sends, what and how often, that it is
 * no condition of buying, and how to stop. Shown at the counter and on the status page.
 */
export function MarketingConsentChoice({
  businessName,
  sms,
  email,
  hint,
}: {
  businessName: string;
  /** A channel without its box: the customer gave no address for it. */
  sms: Box | null;
  email: Box | null;
  hint?: string;
}) {
  const box = (channel: MessageChannel, value: Box | null) =>
    value && (
      <Checkbox
        size="md"
        checked={value.checked}
        onChange={(event) => value.onChange(event.currentTarget.checked)}
        label={CONSENT_LABELS[channel]}
        description={consentWords(businessName, channel)}
        error={value.error}
        styles={{ body: { minHeight: 44, alignItems: 'flex-start' } }}
      />
    );
  return (
    <FormSection title="Offers and news (optional)">
      {hint && (
        <Text fz="sm" c="dimmed">
          {hint}
        </Text>
      )}
      <Stack gap="sm">
        {box('sms', sms)}
        {box('email', email)}
      </Stack>
    </FormSection>
  );
}

/** The boxes bound to a counter form whose values include MarketingConsentValues. */
export function MarketingConsentFields<V extends FieldValues & MarketingConsentValues>({
  form,
  businessName,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  businessName: string;
}) {
  const bind = (name: 'marketingSms' | 'marketingEmail'): Box => ({
    checked: form.watch(name as Path<V>) as boolean,
    onChange: (checked) =>
      form.setValue(name as Path<V>, checked as V[Path<V>], { shouldDirty: true }),
    error: form.formState.errors[name]?.message as string | undefined,
  });
  return (
    <MarketingConsentChoice
      hint={`Ask the customer; leave a box unticked unless they say yes. ${CONSENT_REOPT_HINT}`}
      businessName={businessName}
      sms={bind('marketingSms')}
      email={bind('marketingEmail')}
    />
  );
}
