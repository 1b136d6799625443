import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REPAIR_TOASTS } from '../../../../shared/repairs';
import { errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { fetchPickupQueue } from '../api';

/**
 * Starts a pickup: with nothing waiting, says so (docs/product.md, Pickup) instead of opening an
 * empty dialog; otherwise calls `open`.
 */
export function useStartPickup(open: () => void) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const start = async () => {
    setChecking(true);
    try {
      const queue = await fetchPickupQueue(queryClient);
      if (queue.length > 0) open();
      else
        toastError({ title: REPAIR_TOASTS.noPickupTitle, message: REPAIR_TOASTS.noPickupMessage });
    } catch (error) {
      toastError({
        title: 'Error',
        message: errorMessage(error, 'Could not load the pickup queue.'),
      });
    } finally {
      setChecking(false);
    }
  };
  return { start: () => void start(), checking };
}
