import { Switch } from '@mantine/core';
import { errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { useUpdateCustomer } from '../api';

type Props = { customer: { id: string; notifyOptOut: boolean } };

/**
 * Whether the customer is sent status messages for their repairs, saved as it is switched: on
 * their record and beside a repair's customer history, one switch for both.
 */
export function StatusMessagesSwitch({ customer }: Props) {
  const update = useUpdateCustomer(customer.id);
  return (
    <Switch
      size="md"
      label="Send this customer status messages"
      checked={!customer.notifyOptOut}
      disabled={update.isPending}
      onChange={(e) =>
        update.mutate(
          { notifyOptOut: !e.currentTarget.checked },
          {
            onError: (err) =>
              toastError({
                title: 'Error',
                message: errorMessage(err, 'Could not save the choice'),
              }),
          },
        )
      }
    />
  );
}
