import type { ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhoneLayout } from '../lib/use-phone-layout';
import touch from './touch.module.css';
import { AppModal } from './AppModal';

type SheetProps = Pick<ModalProps, 'size' | 'fullScreen' | 'closeButtonProps' | 'classNames'>;

/**
 * How the app's working dialogs open: full screen on a phone, so the keyboard leaves room, with a
 * close button a thumb can hit and the touch-sized controls of the counter screens.
 */
export function useSheetProps(size: 'lg' | 'xl'): SheetProps {
  const phone = usePhoneLayout();
  return {
    size,
    fullScreen: phone,
    closeButtonProps: { 'aria-label': 'Close', size: 'xl' },
    classNames: { content: touch.touch },
  };
}

/** A form dialog's title, as large as the screen titles it stands in for. */
export const FORM_TITLE_STYLES: ModalProps['styles'] = {
  title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' },
};

type Props = { title: string; onClose: () => void; children: ReactNode; opened?: boolean };

/** A dialog that goes full screen on a phone, so the keyboard leaves room. */
export function ResponsiveModal({ title, onClose, children, opened = true }: Props) {
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={title}
      {...useSheetProps('lg')}
      styles={FORM_TITLE_STYLES}
    >
      {children}
    </AppModal>
  );
}
