import { Accordion, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../../shared/format';
import { termsVersionLabel, type TermsVersion } from '../../../../shared/terms';
import { TermsList } from '../../../components/TermsText';

/** Every version published for one scope, newest first, each opening to its text. */
export function TermsHistory({
  versions,
  loading,
  scopeName,
}: {
  versions: TermsVersion[] | undefined;
  loading: boolean;
  scopeName: string;
}) {
  return (
    <Stack gap="xs" component="section" aria-label="Earlier versions">
      <Title order={3} size="h5">
        Versions for {scopeName}
      </Title>
      {loading ? (
        <Loader size="sm" aria-label="Loading the versions" />
      ) : !versions?.length ? (
        <Text fz="sm" c="dimmed">
          None yet: this store uses the chain's terms.
        </Text>
      ) : (
        <Accordion variant="separated" multiple>
          {versions.map((v) => (
            <Accordion.Item key={v.id} value={v.id}>
              <Accordion.Control>
                <Text fw={600} span>
                  {termsVersionLabel(v)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {formatDateTime(v.createdAt)}
                  {v.createdByName ? ` by ${v.createdByName}` : ' (the defaults)'}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                {v.body === null ? (
                  <Text fz="sm">From this version on, the store used the chain's terms again.</Text>
                ) : (
                  <Text component="div" fz="sm">
                    <TermsList terms={{ ...v, body: v.body }} />
                  </Text>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
