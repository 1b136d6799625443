import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type {
  CARRIERS,
  Condition,
  SCREEN_CONDITIONS,
  STORAGE_OPTIONS,
} from '../../../../shared/devices';
import {
  ZValuationRequest,
  type FunctionalIssue,
  type ValuationInput,
} from '../../../../shared/valuation';

/** What the clerk types, before the shared schema reads it; number inputs give '' when empty. */
export type ValuationFormValues = {
  storeName: string | undefined;
  brand: string;
  model: string;
  condition: Condition | undefined;
  yearReleased: number | string;
  storage: (typeof STORAGE_OPTIONS)[number] | undefined;
  color: string | undefined;
  carrier: (typeof CARRIERS)[number];
  hasOriginalBox: boolean;
  hasCharger: boolean;
  screenCondition: (typeof SCREEN_CONDITIONS)[number] | undefined;
  batteryHealth: number | string;
  functionalIssues: FunctionalIssue[];
};
export type ValuationForm = UseFormReturn<ValuationFormValues, unknown, ValuationInput>;

export function emptyValuation(brand = ''): ValuationFormValues {
  return {
    storeName: undefined,
    brand,
    model: '',
    condition: undefined,
    yearReleased: '',
    storage: undefined,
    color: undefined,
    carrier: 'unlocked',
    hasOriginalBox: false,
    hasCharger: false,
    screenCondition: undefined,
    batteryHealth: '',
    functionalIssues: [],
  };
}

const numberOrAbsent = (v: number | string) => (v === '' ? undefined : Number(v));

/** The request the form sends: empty optional fields are left out. */
export function toRequest(values: ValuationFormValues): unknown {
  return {
    ...values,
    yearReleased: numberOrAbsent(values.yearReleased),
    batteryHealth: numberOrAbsent(values.batteryHealth),
  };
}

export const valuationResolver = zodResolver(
  z.preprocess(toRequest, ZValuationRequest),
) as unknown as Resolver<ValuationFormValues, unknown, ValuationInput>;
