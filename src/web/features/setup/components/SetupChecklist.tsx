import { Anchor, Button, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { can } from '../../../../shared/policy';
import type { ConfirmableStep, SetupStep } from '../../../../shared/setup';
import { useCurrentUser } from '../../auth/api';
import { useConfirmSetupStep, useSetupChecklist } from '../api';

const CONFIRM_LABEL: Record<ConfirmableStep, string> = {
  mail: 'Keep messages in the outbox for now',
  printers: 'These printers are right',
};

function StepRow({ step }: { step: SetupStep }) {
  const confirm = useConfirmSetupStep();
  const Icon = step.done ? IconCircleCheck : IconCircleDashed;
  return (
    <List.Item
      icon={
        <Icon
          size={22}
          aria-hidden
          color={step.done ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-gray-7)'}
        />
      }
    >
      <Stack gap={2}>
        <Text fw={600}>
          {step.title}
          <Text span fw={400} fz="sm">
            {step.done ? ' (done)' : ' (to do)'}
          </Text>
        </Text>
        <Text fz="sm">{step.detail}</Text>
        {!step.done && (
          <Group gap="sm" mt={4}>
            <Anchor component={Link} to={`/?tab=admin&section=${step.section}`} fz="sm">
              Open {step.title.toLowerCase()} settings
            </Anchor>
            {step.confirmable && (
              <Button
                size="compact-sm"
                variant="light"
                loading={confirm.isPending && confirm.variables === step.id}
                onClick={() => confirm.mutate(step.id as ConfirmableStep)}
              >
                {CONFIRM_LABEL[step.id as ConfirmableStep]}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </List.Item>
  );
}

/**
 * The office's first-run checklist: shown until every step is done, so a new owner is led from
 * the first account to a chain that prints, links and mails correctly.
 */
export default function SetupChecklist() {
  const { data: user } = useCurrentUser();
  const allowed = !!user && can(user.role, 'org.manage');
  const { data } = useSetupChecklist(allowed);
  if (!allowed || !data || data.complete) return null;
  const done = data.steps.filter((s) => s.done).length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="setup-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="setup-heading">
          Set up your chain
        </Title>
        <Text fz="sm">
          {done} of {data.steps.length} steps done. Each one makes tickets, links and messages right
          for your customers.
        </Text>
        <Progress value={(done / data.steps.length) * 100} aria-hidden />
        <List spacing="md" listStyleType="none" aria-label="Setup steps">
          {data.steps.map((step) => (
            <StepRow key={step.id} step={step} />
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
