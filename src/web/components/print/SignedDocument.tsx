import type { ComponentProps, ReactNode } from 'react';
import type { ReceiptPrinter } from '../../../shared/printing';
import type { SignedTerms } from '../../../shared/terms';
import {
  DocumentHeader,
  Facts,
  PrintDocument,
  Signature,
  Statement,
  Terms,
  documentClasses as doc,
} from './DocumentParts';

type Props = {
  paper: ReceiptPrinter;
  /** The document's name for a screen reader ("Repair ticket"). */
  label: string;
  header: ComponentProps<typeof DocumentHeader>;
  /** The document's facts: Rows. */
  facts: ReactNode;
  /** What was paid, under the facts (a sale receipt). */
  total?: { label: string; amount: string };
  /** What the signer declares (a seller: lawful owner, of age), above the terms. */
  statement?: { title: string; text: string } | null;
  terms: { title: string; terms: SignedTerms | null | undefined };
  /** The customer's signature; a record signed nowhere prints no footer. */
  signature: ComponentProps<typeof Signature> | null;
  /** Beside the signature in the footer (the ticket's QR code). */
  beside?: ReactNode;
  /** The closing line ("Thank you for your purchase."). */
  thanks?: string;
};

/**
 * A document the customer signed, as every one the counter prints is laid out: the store and the
 * document's number, its facts, what was paid, the terms signed, and the signature.
 */
export function SignedDocument(props: Props) {
  const { paper, label, header, facts, total, statement, terms, signature, beside, thanks } = props;
  return (
    <PrintDocument paper={paper} label={label}>
      <DocumentHeader {...header} />
      <Facts>{facts}</Facts>
      {total && (
        <div className={doc.total}>
          <span>{total.label}</span>
          <span>{total.amount}</span>
        </div>
      )}
      {statement && <Statement {...statement} />}
      <Terms {...terms} />
      {signature && (
        <footer className={doc.footer}>
          <Signature {...signature} />
          {beside}
        </footer>
      )}
      {thanks && <p className={doc.thanks}>{thanks}</p>}
    </PrintDocument>
  );
}
