import { Paper, Stack, Text } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { drawerDifferenceText, type CashDrawer } from '../../../../shared/cash-drawer';
import { amountToCents } from '../../../../shared/daily-reports';
import { formatMoney } from '../../../../shared/format';
import { MoneyInput } from '../../../components/MoneyInput';
import { DrawerActivity } from './DrawerActivity';
import type { ReportFieldValues } from './ReportFields';

/** What the drawer should hold at close, and how far the count is from it. */
export function countNote(drawer: CashDrawer, typed: unknown) {
  if (typed === '' || typed === undefined || typed === null) return null;
  return drawerDifferenceText(amountToCents(typed) - Math.round(drawer.expectedCash * 100));
}

/**
 * The cash drawer at close: the opening float, the cash taken, paid out and refunded as the
 * ledger has them, pay-ins and pay-outs, the cash expected, and the count the clerk enters (sent
 * with the report). Pay-ins, pay-outs and counts at a change of shift are kept from here.
 */
export function DrawerCount({
  drawer,
  storeId,
  control,
  errors,
}: {
  drawer: CashDrawer;
  storeId: string | null;
  control: Control<ReportFieldValues>;
  errors: FieldErrors<ReportFieldValues>;
}) {
  const moved = drawer.payIns > 0 || drawer.payOuts > 0;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="drawer-heading">
      <Stack gap={6}>
        <Text fw={600} id="drawer-heading">
          Drawer at close
        </Text>
        <Text fz="sm" c="dimmed">
          Float {formatMoney(drawer.openingFloat)} + taken {formatMoney(drawer.cashTaken)} −
          buybacks {formatMoney(drawer.cashPaidOut)} − refunded {formatMoney(drawer.cashRefunded)}
          {moved &&
            ` + paid in ${formatMoney(drawer.payIns)} − paid out ${formatMoney(drawer.payOuts)}`}{' '}
          ={' '}
          <Text component="span" fw={600} c="dark">
            expected {formatMoney(drawer.expectedCash)}
          </Text>
        </Text>
        <DrawerActivity drawer={drawer} storeId={storeId} />
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
