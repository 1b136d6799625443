import { TERMS_KINDS, type TermsKind } from '../../../shared/terms';
import { useCurrentUser } from '../../features/auth/api';
import { useCurrentTerms } from '../../features/terms/api';

function KeepTerms({ kind, storeId }: { kind: TermsKind; storeId: string }) {
  useCurrentTerms(kind, storeId);
  return null;
}

/**
 * Reads the terms of the user's own store while online, so a check-in, sale or buyback form
 * opened later without a connection still shows the customer the terms they sign (the offline
 * layer keeps every read), even on a device where no such form was opened before.
 */
export function TermsForOffline() {
  const { data: user } = useCurrentUser();
  if (!user?.storeId) return null;
  return (
    <>
      {TERMS_KINDS.map((kind) => (
        <KeepTerms key={kind} kind={kind} storeId={user.storeId!} />
      ))}
    </>
  );
}
