import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmableStep, SetupChecklist } from '../../../shared/setup';
import { apiGet, apiPost } from '../../lib/api';

export const setupKeys = { checklist: ['/api/setup/checklist'] as const };

/**
 * GET /api/setup/checklist. Always read afresh when shown: every step is done on another
 * screen (Admin), and coming back must show it ticked.
 */
export function useSetupChecklist(enabled: boolean) {
  return useQuery({
    queryKey: setupKeys.checklist,
    queryFn: () => apiGet<SetupChecklist>('/api/setup/checklist'),
    staleTime: 0,
    enabled,
  });
}

/** POST /api/setup/checklist/{step}/confirm: the mail server or the printers, as they are. */
export function useConfirmSetupStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: ConfirmableStep) =>
      apiPost<SetupChecklist>(`/api/setup/checklist/${step}/confirm`),
    onSuccess: (checklist) => client.setQueryData(setupKeys.checklist, checklist),
  });
}
