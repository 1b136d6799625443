import type { ReactNode } from 'react';
import { GuardedModal } from './GuardedModal';
import { FORM_TITLE_STYLES, useSheetProps } from './ResponsiveModal';

type Props = {
  /** What a close would throw away, in the counter's words: "this check-in". */
  what: string;
  /** What the discard question says is lost, when it is not a signed form. */
  lost?: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The dialog of a counter form (check-in, buyback, sale): wide, full screen on a phone, and
 * asking before a close throws away what was already taken.
 */
export function FormSheet({ what, lost, title, opened, onClose, children }: Props) {
  return (
    <GuardedModal
      what={what}
      lost={lost}
      opened={opened}
      onClose={onClose}
      title={title}
      {...useSheetProps('xl')}
      styles={FORM_TITLE_STYLES}
    >
      {children}
    </GuardedModal>
  );
}
