import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZGiftCardNumber,
  type GiftCard,
  type GiftCardCashOutInput,
  type GiftCardSaleInput,
  type GoodwillInput,
  type StoreCredit,
} from '../../../shared/balances';
import { apiGet, apiPost } from '../../lib/api';

export const balancesKeys = {
  card: (number: string) => [`/api/gift-cards/${number}`] as const,
};

/** A gift card's balance, asked once a whole number is typed (any store of the chain). */
export function useGiftCard(typed: string) {
  const number = ZGiftCardNumber.safeParse(typed);
  return useQuery({
    queryKey: balancesKeys.card(number.success ? number.data : ''),
    queryFn: () => apiGet<GiftCard>(`/api/gift-cards/${number.data!}`),
    enabled: number.success,
    retry: false,
    staleTime: 0,
  });
}

/** Sells a gift card; the same id sent again is the same card. */
export function useSellGiftCard() {
  return useMutation({
    mutationFn: (input: GiftCardSaleInput) => apiPost<GiftCard>('/api/gift-cards', input),
  });
}

/** Goodwill credit on a customer's record; a counter clerk is asked for a manager's PIN. */
export function useGoodwill(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoodwillInput) =>
      apiPost<StoreCredit>(`/api/customers/${customerId}/store-credit`, input),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [`/api/customers/${customerId}`] }),
  });
}

/** Pays a card's whole balance out in cash; a counter clerk is asked for a manager's PIN. */
export function useCashOutGiftCard(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiftCardCashOutInput) =>
      apiPost<GiftCard>(`/api/gift-cards/${number}/cash-out`, input),
    onSuccess: (card) => queryClient.setQueryData(balancesKeys.card(card.number), card),
  });
}
