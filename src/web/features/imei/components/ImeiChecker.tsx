import { Alert, Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceMobileSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { can } from '../../../../shared/policy';
import { imeiProblem, normalizeImei, type ImeiReport } from '../../../../shared/imei';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../auth/api';
import { newestFirst, useImeiReport } from '../api';
import { FlagDeviceForm } from './FlagDeviceForm';
import { ImeiFlags } from './ImeiFlags';
import { ImeiHistory } from './ImeiHistory';
import { CenteredLoader } from '../../../components/CenteredLoader';

/**
 * The IMEI Checker panel of the Buyback tab: before buying or selling a device, see whether it
 * is flagged, already in stock, and where it has been in the chain.
 */
export default function ImeiChecker() {
  const [typed, setTyped] = useState('');
  const [attempted, setAttempted] = useState(false);
  const imei = normalizeImei(typed);
  const problem = imei ? imeiProblem(imei) : 'Enter the IMEI';
  // While digits are still being typed a 'too short' message would only nag.
  const showProblem =
    problem !== null && imei !== '' && (attempted || imei.length >= 15 || /\D/.test(imei));
  const report = useImeiReport(problem === null ? imei : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="imei-checker-heading"
      className={touch.touch}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconDeviceMobileSearch size={24} aria-hidden color="var(--mantine-color-indigo-6)" />
          <Title order={2} size="h4" id="imei-checker-heading">
            IMEI Checker
          </Title>
        </Group>
        <Text fz="sm" c="dimmed">
          Before you buy or sell a device: flags, stock and its history across the chain.
        </Text>
        <form onSubmit={onSubmit} noValidate>
          <TextInput
            label="IMEI"
            description="Dial *#06# to see it. The result shows once all 15 digits are in."
            size="md"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onBlur={() => setAttempted(imei !== '')}
            error={showProblem ? problem : undefined}
          />
        </form>
        {report.isFetching && !report.data && <CenteredLoader label="Checking the IMEI" py="md" />}
        {report.isError && (
          <Alert color="red" title="Could not check this IMEI">
            {errorMessage(report.error, 'Please try again.')}
          </Alert>
        )}
        {report.data && problem === null && <ReportView report={report.data} />}
      </Stack>
    </Paper>
  );
}

function ReportView({ report }: { report: ImeiReport }) {
  const { data: user } = useCurrentUser();
  const manager = !!user && can(user.role, 'imei.flag');
  const stockStore = report.inStockAt;
  return (
    <Stack gap="md" aria-label="IMEI report" component="section">
      <Group gap="xs">
        <Badge color={report.valid ? 'teal' : 'red'} variant="light" size="lg">
          {report.valid ? 'Valid IMEI' : 'Invalid IMEI'}
        </Badge>
        {stockStore && (
          <Badge color="orange" variant="light" size="lg">
            In stock
          </Badge>
        )}
      </Group>
      <div>
        <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
          Device
        </Text>
        <Text fw={600}>
          {report.device
            ? `${report.device.brand} ${report.device.model}`
            : 'Not seen in the chain yet'}
        </Text>
        <Text fz="sm" c="dimmed" ff="monospace">
          {report.imei}
        </Text>
        {stockStore && (
          <Text fz="sm" c="orange.8" mt={4}>
            Already in stock at {stockStore}.
          </Text>
        )}
      </div>
      <ImeiFlags imei={report.imei} flags={report.flags} canClear={manager} />
      <div>
        <Title order={3} size="h5" mb="sm">
          History
        </Title>
        <ImeiHistory events={newestFirst(report)} />
      </div>
      {manager && <FlagDeviceForm key={report.imei} imei={report.imei} />}
    </Stack>
  );
}
