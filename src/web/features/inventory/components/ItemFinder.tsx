import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarcode, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState, type KeyboardEvent } from 'react';
import type { ItemKind, StockLine } from '../../../../shared/inventory';
import { formatCents } from '../../../../shared/format';
import { errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { findByBarcode, useInventory } from '../api';

const CameraScanner = lazy(() => import('../../../components/CameraScanner'));

type Props = {
  storeId: string;
  /** What the field is called, e.g. "Find an accessory". */
  label: string;
  onPick: (line: StockLine) => void;
  kind?: ItemKind;
  /** Parts that fit this device (accessories always show). */
  fits?: { brand: string; model: string };
  /** Words on each result's button: "Add", "Use". */
  action?: string;
  /** Takes the keyboard when its dialog opens: a USB scanner types into it straight away. */
  autoFocus?: boolean;
};

const money = (dollars: number) => formatCents(Math.round(dollars * 100));

/**
 * Finds a catalogue item at a store: by name or SKU as the clerk types, or by barcode, typed by a
 * USB scanner (which ends with Enter) or read by the camera. A barcode that matches adds the item
 * at once, so scanning three cases is three beeps, not three taps.
 */
export function ItemFinder({
  storeId,
  label,
  onPick,
  kind,
  fits,
  action = 'Add',
  autoFocus = false,
}: Props) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const [scanning, setScanning] = useState(false);
  const results = useInventory(
    { storeId, search, kind, fitsBrand: fits?.brand, fitsModel: fits?.model, limit: 8 },
    search.length >= 2 || fits !== undefined,
  );

  const byBarcode = useCallback(
    async (code: string) => {
      try {
        const line = await findByBarcode(storeId, code);
        if (line) {
          onPick(line);
          setText('');
        } else {
          toastError({ title: 'Not found', message: `No item has the barcode ${code}.` });
          setText(code);
        }
      } catch (error) {
        toastError({
          title: 'Error',
          message: errorMessage(error, 'The item could not be found.'),
        });
      }
    },
    [storeId, onPick],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const code = text.trim();
    if (code) void byBarcode(code);
  };

  const onRead = useCallback(
    (code: string) => {
      setScanning(false);
      void byBarcode(code);
    },
    [byBarcode],
  );

  const lines = results.data?.lines ?? [];
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          description="Name, SKU, or scan a barcode"
          size="md"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          data-autofocus={autoFocus || undefined}
          style={{ flex: 1 }}
        />
        <ActionIcon
          size={44}
          variant="light"
          aria-label="Scan with the camera"
          onClick={() => setScanning(true)}
        >
          <IconBarcode size={24} aria-hidden />
        </ActionIcon>
      </Group>
      {lines.length > 0 && (
        <Stack gap={6} role="list" aria-label={`${label}: results`}>
          {lines.map((line) => (
            <Paper key={line.item.id} withBorder radius="md" p="xs" role="listitem">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {line.item.name}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {line.item.sku} · {money(line.item.price)} ·{' '}
                    {line.available > 0 ? `${line.available} available` : 'none available'}
                  </Text>
                </div>
                <Button
                  size="md"
                  variant="light"
                  aria-label={`${action} ${line.item.name}`}
                  onClick={() => {
                    onPick(line);
                    setText('');
                  }}
                >
                  {action}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {search.length >= 2 && results.isSuccess && lines.length === 0 && (
        <Text c="dimmed" fz="sm">
          No item matches “{search}”.
        </Text>
      )}
      <Suspense fallback={null}>
        {scanning && <CameraScanner onRead={onRead} onClose={() => setScanning(false)} />}
      </Suspense>
    </Stack>
  );
}
