import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FLOW_TOASTS } from '../../../../shared/inventory-flows';
import { newId } from '../../../../shared/ids';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCreateOrder, useCreateSupplier, useSuggestedOrder, useSuppliers } from '../api';
import { ItemFinder } from './ItemFinder';
import { addLine, LineQuantities, type DraftLine } from './LineQuantities';

const NEW_SUPPLIER = '__new__';

/**
 * A manager orders parts from a supplier: lines found by name or barcode, or the store's
 * suggested order (everything below its minimum, up to twice it), each at the price agreed.
 */
export default function NewOrderModal({
  storeId,
  onClose,
}: {
  storeId: string;
  onClose: () => void;
}) {
  const suppliers = useSuppliers();
  const createSupplier = useCreateSupplier();
  const create = useCreateOrder();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [supplierName, setSupplierName] = useState('');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [notes, setNotes] = useState('');
  const [orderId] = useState(newId);
  const [wantSuggested, setWantSuggested] = useState(false);
  const suggested = useSuggestedOrder(storeId, wantSuggested);

  const fillSuggested = () => {
    setWantSuggested(true);
    void suggested.refetch().then(({ data }) => {
      // Items low but already covered by what is on order need nothing more.
      const wanted = (data ?? []).filter((s) => s.suggested > 0);
      if (!data) return;
      if (wanted.length === 0) {
        toastSuccess({ title: 'Nothing to order', message: 'No item is below its minimum.' });
        return;
      }
      setLines((current) =>
        wanted.reduce(
          (acc, s) =>
            acc.some((l) => l.itemId === s.itemId)
              ? acc
              : [
                  ...acc,
                  {
                    itemId: s.itemId,
                    sku: s.sku,
                    name: s.name,
                    quantity: s.suggested,
                    unitCost: s.unitCost,
                  },
                ],
          current,
        ),
      );
    });
  };

  const submit = async () => {
    try {
      let supplier = supplierId;
      if (supplier === NEW_SUPPLIER) {
        supplier = (await createSupplier.mutateAsync({ name: supplierName.trim() })).id;
        setSupplierId(supplier);
      }
      const order = await create.mutateAsync({
        id: orderId,
        storeId,
        supplierId: supplier ?? '',
        lines: lines.map((l) => ({
          itemId: l.itemId,
          quantity: Number(l.quantity),
          unitCost: String(l.unitCost ?? '0'),
        })),
        notes: notes.trim() || undefined,
      });
      toastSuccess({
        title: FLOW_TOASTS.orderCreated,
        message: `${order.number} to ${order.supplier.name}.`,
      });
      onClose();
    } catch (error) {
      toastError({
        title: 'Not ordered',
        message: errorMessage(error, 'The order was not created.'),
      });
    }
  };

  const supplierOptions = [
    ...(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    { value: NEW_SUPPLIER, label: 'New supplier…' },
  ];

  return (
    <ResponsiveModal title="New purchase order" onClose={onClose}>
      <Stack gap="md">
        <Select
          label="Supplier"
          required
          size="md"
          searchable
          allowDeselect={false}
          data={supplierOptions}
          value={supplierId}
          onChange={setSupplierId}
          placeholder={suppliers.isPending ? 'Loading suppliers…' : 'Choose a supplier'}
        />
        {supplierId === NEW_SUPPLIER && (
          <TextInput
            label="Supplier name"
            required
            size="md"
            value={supplierName}
            onChange={(e) => setSupplierName(e.currentTarget.value)}
          />
        )}
        <Button size="md" variant="light" loading={suggested.isFetching} onClick={fillSuggested}>
          Add the suggested order
        </Button>
        <ItemFinder
          storeId={storeId}
          label="Add an item"
          onPick={(line) =>
            setLines((current) =>
              addLine(current, {
                itemId: line.item.id,
                sku: line.item.sku,
                name: line.item.name,
                quantity: 1,
                unitCost: line.item.cost,
              }),
            )
          }
        />
        <LineQuantities
          lines={lines}
          onChange={setLines}
          withCost
          empty="Add the items to order, or the suggested order."
        />
        <Textarea
          label="Notes"
          size="md"
          autosize
          minRows={2}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        {create.isError && (
          <Alert color="red" title="Not ordered">
            {errorMessage(create.error, 'The order was not created.')}
          </Alert>
        )}
        <Group grow gap="sm">
          <Button size="md" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            size="md"
            disabled={lines.length === 0 || !supplierId}
            loading={create.isPending || createSupplier.isPending}
            onClick={() => void submit()}
          >
            Place order
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
