import { BUYBACK_FILE_LIMITS } from '../../../../shared/buybacks';
import { FormSection } from '../../../components/FormSection';
import { MultiFilePicker, type PickedFile } from '../../../components/MultiFilePicker';
import { SignaturePad } from '../../../components/SignaturePad';
import { TermsPreview } from '../../../components/TermsText';
import type { SignedTerms } from '../../../../shared/terms';
import type { BuybackFiles, FileErrors, MissingFile } from './buyback-form';

type Props = {
  files: BuybackFiles;
  onChange: (files: Partial<BuybackFiles>) => void;
  /** What a submit found missing or the server refused, shown beside their inputs. */
  fileErrors: FileErrors;
  /** The buyback terms the seller signs; the buyback keeps this version. */
  terms: SignedTerms | undefined;
  termsLoading: boolean;
};

/** The proof of the purchase: photos of the device, the payment receipt, the seller's signature. */
export function EvidenceSection({ files, onChange, fileErrors, terms, termsLoading }: Props) {
  const message = (what: MissingFile) => fileErrors[what];

  return (
    <FormSection title="Photos, receipt and signature">
      <MultiFilePicker
        label="Device photos"
        description="Front, back, any damage, and the IMEI or serial on its screen or label; up to 8"
        required
        itemLabel="photo"
        max={BUYBACK_FILE_LIMITS.deviceImages}
        value={files.photos}
        onChange={(photos: PickedFile[]) => onChange({ photos })}
        error={message('photos')}
      />
      <MultiFilePicker
        label="Payment receipt"
        description="A photo of the receipt or slip, or its PDF"
        required
        allowPdf
        itemLabel="receipt"
        max={BUYBACK_FILE_LIMITS.paymentReceipts}
        value={files.receipts}
        onChange={(receipts: PickedFile[]) => onChange({ receipts })}
        error={message('receipt')}
      />
      <TermsPreview terms={terms} loading={termsLoading} />
      <SignaturePad
        label="Customer signature"
        description="The seller agrees to the buyback terms above and sells the device for the amount above."
        required
        value={files.signature}
        onChange={(signature, signatureMethod) => onChange({ signature, signatureMethod })}
        error={message('signature')}
      />
    </FormSection>
  );
}
