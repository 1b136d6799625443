import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `sm` breakpoint (48em), where dialogs go full screen and lists become
 * cards. Read on first render, so a dialog does not open windowed and then jump.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
