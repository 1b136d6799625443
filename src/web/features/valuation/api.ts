import { useMutation } from '@tanstack/react-query';
import type { ValuationRequest, ValuationResponse } from '../../../shared/valuation';
import { apiPost } from '../../lib/api';

/** Values a device; nothing is stored, so nothing is cached or refreshed afterwards. */
export function useValueDevice() {
  return useMutation({
    mutationFn: (request: ValuationRequest) =>
      apiPost<ValuationResponse>('/api/device-valuation', request),
  });
}
