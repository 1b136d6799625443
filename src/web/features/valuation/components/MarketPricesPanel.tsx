import { Alert, Button, FileButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatDateTime, formatDay } from '../../../../shared/format';
import {
  MARKET_CSV_HEADER,
  MARKET_MAX_CSV_CHARS,
  MARKET_MAX_FILE_NAME,
  MARKET_STALE_DAYS,
} from '../../../../shared/market-limits';
import type { MarketTableInfo } from '../../../../shared/market-prices';
import { queryStatus } from '../../../components/QueryStatus';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { toastSuccess } from '../../../lib/toast';
import { MARKET_CSV_PATH, useImportMarketTable, useMarketTable } from '../api';
import { MarketImportsTable } from './MarketImportsTable';
import { priceDates, pricesCount } from './market-text';

function inUse(current: MarketTableInfo['current']): string {
  if (current.source === 'shipped') return 'Shipped with the app';
  const when = current.importedAt ? formatDateTime(current.importedAt) : '';
  const from = current.fileName ? ` from ${current.fileName}` : '';
  return `Imported ${when} by ${current.importedBy ?? 'an unknown person'}${from}`;
}

/**
 * Admin → Market prices (office roles): the dated table of US used-phone prices every valuation
 * is anchored to, how old it is, a download to correct it, an import to replace it (all or
 * nothing: a refused file names each bad line) and every import so far.
 */
export default function MarketPricesPanel() {
  const table = useMarketTable();
  const importCsv = useImportMarketTable();
  const [problems, setProblems] = useState<string[]>([]);
  // Cleared after each pick, so the same file chosen again once corrected is read again.
  const resetPicker = useRef<() => void>(null);

  const load = async (file: File | null) => {
    if (!file) return;
    setProblems([]);
    const csv = await file.text();
    resetPicker.current?.();
    if (csv.length > MARKET_MAX_CSV_CHARS) {
      setProblems(['The file is larger than 3 MB: remove rows the valuation does not need.']);
      return;
    }
    try {
      const info = await importCsv.mutateAsync({
        csv,
        fileName: file.name.slice(0, MARKET_MAX_FILE_NAME),
      });
      toastSuccess({
        title: 'Market prices imported',
        message: `${pricesCount(info.current.rows)} of ${priceDates(info.current)} now price every valuation.`,
      });
    } catch (error) {
      const lines = fieldErrors(error).csv;
      setProblems(lines ? lines.split('\n') : [errorMessage(error, 'The file was not imported.')]);
    }
  };

  const status = queryStatus(table, {
    loading: 'Loading the market prices',
    failed: 'Could not load the market prices',
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="market-heading" className={touch.touch}>
      <Stack gap={4}>
        <Title order={2} size="h3" id="market-heading">
          Market prices
        </Title>
        <Text c="dimmed" fz="sm">
          Every valuation and buyback offer starts from this table of what used phones fetch in the
          US: what trade-in programs and buyback sites offer (trade_in) and used resale prices
          (resale), each read on a public page on a date.
        </Text>
        {/* The header line and a refused line's source address are single words wider than a
            phone: they break anywhere rather than push the page sideways. */}
        <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          A CSV starts with the line <code>{MARKET_CSV_HEADER.join(',')}</code>; kind is trade_in or
          resale, condition excellent, good, fair, poor or broken, usd whole dollars, source the
          page’s address and observed its date as YYYY-MM-DD. An import replaces the whole table; a
          file with any bad line is refused.
        </Text>
      </Stack>
      {status ?? (table.data && <CurrentTable info={table.data} />)}
      <Group gap="sm">
        <Button
          component="a"
          href={MARKET_CSV_PATH}
          download
          size="md"
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Download CSV
        </Button>
        <FileButton
          onChange={(file) => void load(file)}
          accept=".csv,text/csv"
          resetRef={resetPicker}
        >
          {(props) => (
            <Button
              size="md"
              loading={importCsv.isPending}
              leftSection={<IconUpload size={18} aria-hidden />}
              {...props}
            >
              Import CSV
            </Button>
          )}
        </FileButton>
      </Group>
      {problems.length > 0 && (
        <Alert color="red" title="Nothing was imported">
          <List
            fz="sm"
            spacing={2}
            aria-label="Problems in the file"
            style={{ overflowWrap: 'anywhere' }}
          >
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {table.data && <MarketImportsTable imports={table.data.imports} />}
    </Stack>
  );
}

function CurrentTable({ info: { current } }: { info: MarketTableInfo }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text fw={700}>In use: {inUse(current)}</Text>
        <Text fz="sm">
          {pricesCount(current.rows)} of {priceDates(current)}
        </Text>
      </Stack>
      {current.stale && (
        <Alert color="orange" mt="sm" title="Out of date">
          Half of these prices are more than {MARKET_STALE_DAYS} days old (from before{' '}
          {formatDay(current.medianObserved)}): offers may be off the market. Import a newer table.
        </Alert>
      )}
    </Paper>
  );
}
