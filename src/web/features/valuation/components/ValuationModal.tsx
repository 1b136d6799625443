import { Button, Divider, Group, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../../shared/auth';
import { can } from '../../../../shared/policy';
import { isStoreRole } from '../../../../shared/roles';
import {
  fixedValuationBrand,
  VALUATION_TOASTS,
  type Valuation,
  type ValuationInput,
} from '../../../../shared/valuation';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ApiError, errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { focusFirstError } from '../../../lib/focus-first-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCurrentUser } from '../../auth/api';
import { useMyStores } from '../../org/api';
import { useValueDevice } from '../api';
import { emptyValuation, valuationResolver, type ValuationFormValues } from './valuation-form';
import { ValuationFields } from './ValuationFields';
import { ValuationResult } from './ValuationResult';

type Props = { opened: boolean; onClose: () => void };

/**
 * The Smart Valuation dialog (docs/product.md, Smart Valuation), opened from the Dashboard's action
 * card.
 */
export default function ValuationModal({ opened, onClose }: Props) {
  const { data: user } = useCurrentUser();
  return (
    <ResponsiveModal title="Smart Valuation" opened={opened} onClose={onClose}>
      {user && <ValuationPanel user={user} />}
    </ResponsiveModal>
  );
}

function ValuationPanel({ user }: { user: SessionUser }) {
  const fixedBrand = fixedValuationBrand(user) ?? '';
  const storeUser = isStoreRole(user.role);
  const stores = useMyStores({ enabled: !storeUser });
  const value = useValueDevice();
  const [result, setResult] = useState<Valuation | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const form = useForm<ValuationFormValues, unknown, ValuationInput>({
    resolver: valuationResolver,
    defaultValues: emptyValuation(fixedBrand),
    shouldFocusError: false,
  });

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 0) {
      toastError({ title: VALUATION_TOASTS.networkTitle, message: error.message });
      return;
    }
    for (const [field, message] of Object.entries(fieldErrors(error)))
      form.setError(field as keyof ValuationFormValues, { type: 'server', message });
    focusFirstError(formRef.current);
    toastError({
      title: VALUATION_TOASTS.failedTitle,
      message: errorMessage(error, VALUATION_TOASTS.failedFallback),
    });
  };

  const submit = form.handleSubmit(
    async (request) => {
      try {
        const answer = await value.mutateAsync(request);
        if (!answer.success || !answer.valuation) {
          toastError({
            title: VALUATION_TOASTS.failedTitle,
            message: answer.error ?? VALUATION_TOASTS.failedFallback,
          });
          return;
        }
        setResult(answer.valuation);
        toastSuccess({
          title: VALUATION_TOASTS.completeTitle,
          message: VALUATION_TOASTS.completeMessage,
        });
        requestAnimationFrame(() =>
          resultRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
        );
      } catch (error) {
        showFailure(error);
      }
    },
    () => focusFirstError(formRef.current),
  );

  const reset = () => {
    form.reset(emptyValuation(fixedBrand));
    setResult(null);
  };

  return (
    <Stack gap="lg">
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="lg">
          <ValuationFields
            form={form}
            store={{
              fixed: storeUser ? (user.storeName ?? '') : null,
              choices: (stores.data ?? []).map((s) => s.storeName),
            }}
            brandLocked={fixedBrand !== ''}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={reset}>
              Reset
            </Button>
            <Button type="submit" size="md" loading={value.isPending}>
              Get valuation
            </Button>
          </Group>
        </Stack>
      </form>
      {result && (
        <div ref={resultRef}>
          <Divider mb="lg" />
          <ValuationResult valuation={result} warnStale={can(user.role, 'market.manage')} />
        </div>
      )}
    </Stack>
  );
}
