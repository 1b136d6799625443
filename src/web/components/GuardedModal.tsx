import { Text, type ModalProps } from '@mantine/core';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { ConfirmModal } from './ConfirmModal';
import { AppModal } from './AppModal';

type Report = (unsaved: boolean) => void;
const UnsavedContext = createContext<Report>(() => undefined);

/**
 * Inside a GuardedModal: says whether the form holds something a close would throw away (a photo,
 * a signature, typed details). A form that has just been saved reports false.
 */
export function useReportUnsaved(unsaved: boolean): void {
  const report = useContext(UnsavedContext);
  useEffect(() => report(unsaved), [report, unsaved]);
  useEffect(() => () => report(false), [report]);
}

/** useReportUnsaved for a dialog that renders its GuardedModal itself: placed inside it. */
export function UnsavedMark({ unsaved }: { unsaved: boolean }): null {
  useReportUnsaved(unsaved);
  return null;
}

const LOST_AT_THE_COUNTER =
  'What was entered, with any photo and signature already taken, will be lost. The customer would have to sign again.';

type Props = ModalProps & {
  /** What would be lost, in the counter's words: "this check-in". */
  what: string;
  /** What the question says is lost, when it is not a customer's signed form (a shelf count). */
  lost?: string;
};

/**
 * A form's dialog that asks before a close (Escape, the close button, a tap outside) throws away
 * what was already taken at the counter; with nothing entered it closes at once.
 */
export function GuardedModal({
  what,
  lost = LOST_AT_THE_COUNTER,
  onClose,
  children,
  ...props
}: Props) {
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  const [report] = useState<Report>(() => (value: boolean) => {
    unsaved.current = value;
  });
  const requestClose = () => {
    if (!unsaved.current) onClose();
    // Asked once the key that closed the form is done: the question listens for Escape too, and
    // opened while that Escape was still travelling it took it as "Keep editing" and vanished.
    else setTimeout(() => setAsking(true), 0);
  };

  return (
    <>
      <AppModal {...props} onClose={requestClose}>
        <UnsavedContext.Provider value={report}>{children}</UnsavedContext.Provider>
      </AppModal>
      <ConfirmModal
        opened={asking}
        title={`Discard ${what}?`}
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          unsaved.current = false;
          onClose();
        }}
      >
        <Text>{lost}</Text>
      </ConfirmModal>
    </>
  );
}
