import type { UseFormReturn } from 'react-hook-form';
import type { SessionUser } from '../../../../shared/auth';
import { COLORS } from '../../../../shared/devices';
import type { RepairWaiverInput, RepairWaiverParsed } from '../../../../shared/repairs';
import {
  NO_MARKETING_CONSENT,
  type MarketingConsentValues,
} from '../../../components/MarketingConsent';

/** The colour enumeration (docs/product.md, Fields), offered as suggestions. */
export const COLOR_SUGGESTIONS: string[] = [...COLORS];

/** The form's values: what the clerk types, before the shared schema trims and converts it. */
export type WaiverFormValues = Required<
  Pick<
    RepairWaiverInput,
    | 'customerName'
    | 'customerPhone'
    | 'customerEmail'
    | 'customerZip'
    | 'deviceBrand'
    | 'deviceModel'
    | 'deviceColor'
    | 'imeiSerial'
    | 'devicePassword'
    | 'problemDescription'
    | 'issueDescription'
    | 'repairType'
    | 'additionalNotes'
    | 'beforePhoto'
    | 'dropoffSignature'
    | 'dropoffSignatureMethod'
    | 'notifyOptOut'
  >
> &
  MarketingConsentValues & {
    storeId: string | undefined;
    /** A number, or the text being typed ('12.'); the schema reads both as dollars. */
    estimatedCost: number | string;
    /** The store's company: the user's own, or the chosen store's (StoreField). */
    companyName: string;
    /** A deposit taken at check-in; absent unless the clerk ticks it. */
    deposit: RepairWaiverInput['deposit'];
  };

export function emptyWaiver(user: SessionUser): WaiverFormValues {
  return {
    storeId: undefined,
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    customerZip: '',
    deviceBrand: '',
    deviceModel: '',
    deviceColor: '',
    imeiSerial: '',
    devicePassword: '',
    problemDescription: '',
    issueDescription: '',
    estimatedCost: '',
    repairType: '',
    additionalNotes: '',
    companyName: user.storeCompanyName ?? '',
    beforePhoto: '',
    dropoffSignature: '',
    dropoffSignatureMethod: 'drawn',
    notifyOptOut: false,
    deposit: undefined,
    ...NO_MARKETING_CONSENT,
  };
}

export type WaiverForm = UseFormReturn<WaiverFormValues, unknown, RepairWaiverParsed>;

/**
 * Value and change handler for an input that is not a plain DOM field (pickers, pads, money).
 * Plain `watch`/`setValue` rather than react-hook-form's Controller keeps the library's code
 * shared with the sign-in screen at what that screen already uses.
 */
export function bind<Name extends keyof WaiverFormValues>(form: WaiverForm, name: Name) {
  return {
    value: form.watch(name),
    onChange: (value: WaiverFormValues[Name]) =>
      // After a failed submit, fixing a field clears its message straight away.
      form.setValue(name, value as never, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
    error: form.formState.errors[name]?.message,
  };
}
