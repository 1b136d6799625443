import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { amountToCents, REPORT_MESSAGES, type DailyReport } from '../../../../shared/daily-reports';
import { formatDateTime, formatDay } from '../../../../shared/format';
import { isStoreRole } from '../../../../shared/roles';
import { StoreSelect } from '../../../components/StoreSelect';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../auth/api';
import { useMyStores } from '../../org/api';
import { useCheckToday } from '../api';
import { DailyReportForm } from './DailyReportForm';
import { ReportTotalsList } from './ReportTotalsList';
import { SectionCard } from '../../../components/SectionCard';

function ReportAlreadySubmitted({ report }: { report: DailyReport | null }) {
  return (
    <Alert color="teal" radius="md" title={REPORT_MESSAGES.alreadySubmitted}>
      <Stack gap="sm">
        {report ? (
          <>
            <Text fz="sm">
              {report.storeName}, business day {formatDay(report.businessDate)}. Submitted{' '}
              {formatDateTime(report.submittedAt)}
              {report.submittedByName ? ` by ${report.submittedByName}` : ''}.
            </Text>
            <ReportTotalsList
              label="Submitted totals"
              totals={{
                paymentTotal: amountToCents(report.paymentTotal),
                grossTotal: amountToCents(report.grossTotal),
                netSales: amountToCents(report.netSales),
              }}
            />
          </>
        ) : (
          <Text fz="sm">Today&apos;s report for this store is in.</Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * The Daily Sales Report: today's form, or what was filed when the store's report is in.
 * Store accounts report for their own store; users who reach several stores choose one.
 */
export default function DailyReportPanel({ headingOrder = 2 }: { headingOrder?: 1 | 2 }) {
  const { data: user } = useCurrentUser();
  const choosesStore = !!user && !isStoreRole(user.role);
  const stores = useMyStores({ enabled: choosesStore });
  const [storeId, setStoreId] = useState<string | null>(null);
  const onlyStore = stores.data?.length === 1 ? stores.data[0] : undefined;
  useEffect(() => {
    if (onlyStore && !storeId) setStoreId(onlyStore.id);
  }, [onlyStore, storeId]);

  const ready = !!user && (!choosesStore || !!storeId);
  const check = useCheckToday(choosesStore ? storeId : null, { enabled: ready });

  let body;
  if (!user) body = null;
  else if (!ready) body = null;
  else if (check.isPending)
    body = (
      <Center py="lg">
        <Loader aria-label="Loading the daily report" />
      </Center>
    );
  else if (check.isError)
    body = (
      <Stack gap="sm">
        <Text c="red">{errorMessage(check.error, 'Could not check today’s report.')}</Text>
        <Button size="md" variant="light" onClick={() => void check.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  else if (check.data.hasSubmittedToday)
    body = <ReportAlreadySubmitted report={check.data.report} />;
  else
    body = (
      <DailyReportForm
        key={`${storeId ?? 'own'}:${check.data.report?.revision ?? 0}`}
        user={user}
        storeId={choosesStore ? storeId : null}
        storeName={
          (choosesStore ? stores.data?.find((s) => s.id === storeId)?.name : user.storeName) ??
          'This store'
        }
        businessDate={check.data.businessDate}
        reopened={check.data.report}
      />
    );

  return (
    <SectionCard aria-labelledby="daily-report-heading">
      <Stack gap={4}>
        <Title
          order={headingOrder}
          size={headingOrder === 1 ? 'h2' : 'h4'}
          id="daily-report-heading"
        >
          Daily Sales Report
        </Title>
        <Text c="dimmed" fz="sm">
          Close the day: enter the day&apos;s takings and payouts. Once it is in, the counter&apos;s
          sign-in closes until 8:00 AM store time.
        </Text>
      </Stack>
      {choosesStore && (
        <StoreSelect
          stores={stores.data}
          loading={stores.isPending}
          failed={stores.isError}
          value={storeId ?? undefined}
          onChange={setStoreId}
          description="The store this report is for"
        />
      )}
      {body}
    </SectionCard>
  );
}
