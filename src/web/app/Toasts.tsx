import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { updateToasts } from '../lib/pwa/update-toasts';
import { usePhoneLayout } from '../lib/use-phone-layout';
import classes from './Providers.module.css';

/**
 * Where toasts show. No toast covers a dialog's close button, which sits in the dialog's top
 * right corner. On a desktop dialogs open near the top of the screen, so toasts show at the
 * bottom. On a phone dialogs fill the screen, so toasts show below the dialog's header (and the
 * navbar) and leave the bottom to the form's buttons; the update toast waits at the bottom.
 */
export default function Toasts() {
  const phone = usePhoneLayout();
  return (
    <>
      <Notifications
        limit={1}
        autoClose={TOAST_DURATION_MS}
        position={phone ? 'top-center' : 'bottom-right'}
        zIndex={1000}
        classNames={{ root: classes.toasts }}
      />
      <Notifications
        store={updateToasts}
        limit={1}
        autoClose={false}
        position={phone ? 'bottom-center' : 'bottom-left'}
        zIndex={1000}
        classNames={{ root: classes.updateToast }}
      />
    </>
  );
}
