import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import touch from '../../../components/touch.module.css';
import { usePhoneLayout } from '../../../lib/use-phone-layout';

type Props = { title: string; onClose: () => void; children: ReactNode };

/** The dialogs of the Stores section: full screen on a phone, so the keyboard leaves room. */
export function OrgModal({ title, onClose, children }: Props) {
  const phone = usePhoneLayout();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      classNames={{ content: touch.touch }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {children}
    </Modal>
  );
}
