import type { ReactNode } from 'react';
import { usePhoneLayout } from '../lib/use-phone-layout';
import touch from './touch.module.css';
import { AppModal } from './AppModal';

type Props = { title: string; onClose: () => void; children: ReactNode; opened?: boolean };

/** A dialog that goes full screen on a phone, so the keyboard leaves room. */
export function ResponsiveModal({ title, onClose, children, opened = true }: Props) {
  const phone = usePhoneLayout();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      classNames={{ content: touch.touch }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {children}
    </AppModal>
  );
}
