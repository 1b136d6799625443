import { Paper, Stack, Text } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { CashDrawer } from '../../../../shared/cash-drawer';
import { amountToCents } from '../../../../shared/daily-reports';
import { formatMoney } from '../../../../shared/format';
import { MoneyInput } from '../../../components/MoneyInput';
import type { ReportFieldValues } from './ReportFields';

/** What the drawer should hold at close, and how far the count is from it. */
function countNote(drawer: CashDrawer, typed: unknown) {
  if (typed === '' || typed === undefined || typed === null) return null;
  const off = amountToCents(typed) - Math.round(drawer.expectedCash * 100);
  if (off === 0) return 'The drawer matches.';
  return `${off < 0 ? 'Short' : 'Over'} by ${formatMoney(Math.abs(off) / 100)}.`;
}

/**
 * The cash drawer at close: the opening float, the cash taken, paid out and refunded as the
 * ledger has them, the cash expected, and the count the clerk enters (sent with the report).
 */
export function DrawerCount({
  drawer,
  control,
  errors,
}: {
  drawer: CashDrawer;
  control: Control<ReportFieldValues>;
  errors: FieldErrors<ReportFieldValues>;
}) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="drawer-heading">
      <Stack gap={6}>
        <Text fw={600} id="drawer-heading">
          Drawer at close
        </Text>
        <Text fz="sm" c="dimmed">
          Float {formatMoney(drawer.openingFloat)} + taken {formatMoney(drawer.cashTaken)} − paid
          out {formatMoney(drawer.cashPaidOut)} − refunded {formatMoney(drawer.cashRefunded)} ={' '}
          <Text component="span" fw={600} c="dark">
            expected {formatMoney(drawer.expectedCash)}
          </Text>
        </Text>
        <Controller
          control={control}
          name="countedCash"
          render={({ field: { value, onChange, onBlur, name, ref } }) => (
            <MoneyInput
              label="Drawer count at close"
              size="md"
              name={name}
              ref={ref}
              value={(value as number | string | undefined) ?? ''}
              onChange={onChange}
              onBlur={onBlur}
              error={errors.countedCash?.message}
              description={countNote(drawer, value)}
            />
          )}
        />
      </Stack>
    </Paper>
  );
}
