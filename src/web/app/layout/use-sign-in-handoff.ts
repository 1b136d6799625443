import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { signedIn } from '../../features/auth/api';
import { takeSignInHandoff } from '../../lib/sign-in-handoff';
import { toastSuccess } from '../../lib/toast';

/**
 * The user the static sign-in page handed over (lib/sign-in-handoff.ts), read once, when the
 * signed-in layout first loads: here rather than at the app's start, so the app's own sign-in
 * screen carries none of it.
 */
const handoff = takeSignInHandoff();
let handedOver = handoff === null;

/**
 * After a sign-in on the static page, the app does what its own sign-in does after Sign In: the
 * device's offline queue becomes the user's before any screen shows, then the welcome. True once
 * the screens may show. `userId`: whom the server says is signed in; a handoff for anyone else
 * (another tab signed in meanwhile) is dropped.
 */
export function useSignInHandoff(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  if (handoff !== null && userId !== undefined && handoff.id !== userId) handedOver = true;
  const [ready, setReady] = useState(handedOver);
  useEffect(() => {
    if (handoff === null || handedOver) return;
    let current = true;
    const done = (welcome: boolean) => {
      handedOver = true;
      if (!current) return;
      setReady(true);
      if (welcome) {
        toastSuccess({ title: 'Login successful!', message: `Welcome back ${handoff.firstName}` });
      }
    };
    // A failure is the React sign-in's too: no welcome, and the screens show the server's user.
    signedIn(queryClient, handoff).then(
      () => done(true),
      () => done(false),
    );
    return () => {
      current = false;
    };
  }, [queryClient]);
  return ready;
}
