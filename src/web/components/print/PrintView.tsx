import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { Paper } from '../../../shared/printing';
import touch from '../touch.module.css';
import { PrintSheet } from './PrintSheet';
import classes from './print-view.module.css';

/** One thing the screen can print, on the paper of the store's printer for it. */
export type Printable = {
  key: string;
  /** The print button's words, e.g. "Print label". */
  action: string;
  paper: Paper;
  content: ReactNode;
};

type Props = {
  /** Where Back goes when the screen was opened on its own. */
  fallback: string;
  loading: { pending: boolean; label: string };
  failure: { title: string; message: string };
  /** Null when the record could not be loaded. */
  printables: Printable[] | null;
};

/**
 * The one print screen every printable uses: Back, a print button for each printable, and each
 * on a sheet of its paper. A button prints only its own printable, alone on its paper: the
 * device label is never page 2 of the ticket.
 */
export function PrintView({ fallback, loading, failure, printables }: Props) {
  const navigate = useNavigate();
  const [printing, setPrinting] = useState<string | null>(null);
  const chosen = printing ?? printables?.[0]?.key;

  // Back where the clerk came from; a document opened on its own goes to its list.
  const back = () =>
    (window.history.state as { idx?: number } | null)?.idx
      ? void navigate(-1)
      : void navigate(fallback);

  const print = (key: string) => {
    // The page rule and the visible printable change before the dialog lays the page out.
    flushSync(() => setPrinting(key));
    window.print();
  };

  return (
    <div className={`${classes.screen} ${touch.touch}`}>
      <Group className={classes.toolbar} justify="space-between" gap="sm">
        <Button
          variant="default"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={back}
        >
          Back
        </Button>
        <Group gap="sm">
          {(printables ?? []).map((p, i) => (
            <Button
              key={p.key}
              size="md"
              variant={i === 0 ? 'filled' : 'light'}
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => print(p.key)}
            >
              {p.action}
            </Button>
          ))}
        </Group>
      </Group>
      {loading.pending ? (
        <Center py="xl">
          <Loader aria-label={loading.label} />
        </Center>
      ) : !printables ? (
        <Alert color="red" title={failure.title} maw={640} mx="auto">
          {failure.message}
        </Alert>
      ) : (
        printables.map((p) => (
          <PrintSheet key={p.key} paper={p.paper} printing={p.key === chosen}>
            {p.content}
          </PrintSheet>
        ))
      )}
    </div>
  );
}
