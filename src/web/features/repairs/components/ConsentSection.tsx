import { Text } from '@mantine/core';
import { SIGNATURE_MISSING_MESSAGE } from '../../../../shared/repairs';
import { PhotoPicker } from '../../../components/PhotoPicker';
import { SignaturePad } from '../../../components/SignaturePad';
import { FormSection } from '../../../components/FormSection';
import { TermsPreview } from '../../../components/TermsText';
import type { SignedTerms } from '../../../../shared/terms';
import { bind, type WaiverForm } from './waiver-form';

/**
 * The device as it arrived and the customer's agreement, both kept with the repair: the terms
 * shown here are the version the repair keeps and its ticket prints.
 */
export function ConsentSection({
  form,
  terms,
  termsLoading,
}: {
  form: WaiverForm;
  terms: SignedTerms | undefined;
  termsLoading: boolean;
}) {
  const photo = bind(form, 'beforePhoto');
  const signature = bind(form, 'dropoffSignature');
  const signatureError = form.formState.errors.dropoffSignature;

  return (
    <FormSection title="Photo and signature">
      <PhotoPicker
        label="Before photo"
        description="The device as it arrives: screen, back and any damage"
        required
        value={photo.value}
        onChange={photo.onChange}
        error={photo.error}
      />
      <TermsPreview terms={terms} loading={termsLoading} />
      <Text fz="sm" c="dimmed">
        By signing, the customer leaves the device for repair and agrees to these repair terms,
        printed on the ticket.
      </Text>
      <SignaturePad
        label="Customer signature (drop-off)"
        required
        value={signature.value}
        onChange={(dataUrl, method) => {
          form.setValue('dropoffSignatureMethod', method);
          signature.onChange(dataUrl);
        }}
        // The server's own reasons (too large, wrong type) are shown as they are.
        error={
          signatureError &&
          (signatureError.type === 'server' ? signatureError.message : SIGNATURE_MISSING_MESSAGE)
        }
      />
    </FormSection>
  );
}
