import { Loader, Paper, ScrollArea, Text, Title } from '@mantine/core';
import {
  TERMS_KIND_LABELS,
  termsParagraphs,
  termsVersionLabel,
  type SignedTerms,
} from '../../shared/terms';

/** The paragraphs of one version of the terms, numbered as they print. */
export function TermsList({ terms, className }: { terms: SignedTerms; className?: string }) {
  return (
    <ol className={className}>
      {termsParagraphs(terms.body).map((paragraph, i) => (
        <li key={i}>{paragraph}</li>
      ))}
    </ol>
  );
}

/**
 * The terms a form shows the customer before they sign: the version it names is the one the
 * record keeps. Without them (offline on a device that never read them) the server records the
 * current version when the record reaches it.
 */
export function TermsPreview({
  terms,
  loading,
}: {
  terms: SignedTerms | undefined;
  loading: boolean;
}) {
  if (loading) return <Loader size="sm" aria-label="Loading the terms" />;
  if (!terms) {
    return (
      <Text fz="sm" c="dimmed">
        The terms could not be loaded on this device; the current terms are recorded when this is
        sent.
      </Text>
    );
  }
  const label = TERMS_KIND_LABELS[terms.kind];
  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <Title order={4} fz="sm">
        {label} · {termsVersionLabel(terms)}
      </Title>
      {/* A keyboard stop of its own, so the terms scroll with the arrow keys as well as a finger. */}
      <ScrollArea.Autosize
        mah={180}
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${label}, full text` }}
      >
        <Text component="div" fz="sm">
          <TermsList terms={terms} />
        </Text>
      </ScrollArea.Autosize>
    </Paper>
  );
}
