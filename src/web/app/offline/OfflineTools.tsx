import { OfflineBanner } from './OfflineBanner';
import { OthersWaiting } from './OthersWaiting';
import { SyncEngine } from './SyncEngine';
import { TermsForOffline } from './TermsForOffline';

/** The signed-in app's offline parts, in their own chunk with the offline database. */
export default function OfflineTools() {
  return (
    <>
      <SyncEngine />
      <OfflineBanner />
      <OthersWaiting />
      <TermsForOffline />
    </>
  );
}
