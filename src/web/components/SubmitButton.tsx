import { Button, type ButtonProps } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SUBMIT_ERROR_RESET_MS, SUBMIT_SUCCESS_RESET_MS } from '../../shared/constants';

export type SubmitState = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The form submission states (docs/product.md, Client behaviour): success resets after 2 s, an
 * error after 3 s.
 */
export function useSubmitState() {
  const [state, setState] = useState<SubmitState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: 'success' | 'error') => {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(
      () => setState('idle'),
      next === 'success' ? SUBMIT_SUCCESS_RESET_MS : SUBMIT_ERROR_RESET_MS,
    );
  };
  return {
    state,
    start: () => {
      clearTimeout(timer.current);
      setState('submitting');
    },
    succeed: () => settle('success'),
    fail: () => settle('error'),
  };
}

type Props = ButtonProps & { state: SubmitState; idleLabel: string; successLabel: string };

/** A submit button that says what is happening: 'Submitting...', then the outcome for a moment. */
export function SubmitButton({ state, idleLabel, successLabel, ...props }: Props) {
  const look = {
    idle: { label: idleLabel, color: undefined, icon: null },
    submitting: { label: 'Submitting...', color: undefined, icon: null },
    success: { label: successLabel, color: 'teal', icon: <IconCheck size={20} aria-hidden /> },
    error: {
      label: 'Not saved. Try again',
      color: 'red',
      icon: <IconAlertTriangle size={20} aria-hidden />,
    },
  }[state];
  return (
    <Button
      type="submit"
      size="lg"
      color={look.color}
      leftSection={look.icon}
      // Disabled, not loading, so 'Submitting...' stays readable. The success look
      // keeps its colour; the form ignores a click on it.
      disabled={state === 'submitting'}
      aria-live="polite"
      {...props}
    >
      {look.label}
    </Button>
  );
}
