import type { ReactNode } from 'react';
import type { ReceiptPrinter } from '../../../shared/printing';
import { TYPED_SIGNATURE_NOTE, type SignatureMethod } from '../../../shared/signatures';
import classes from './document.module.css';
import { termsVersionLabel, type SignedTerms } from '../../../shared/terms';
import type { StoreContact as Contact } from '../../../shared/store-contact';
import { StoreContact } from '../StoreContact';
import { TermsList } from '../TermsText';

/** A printed document (ticket, receipt, bill of sale), laid out for its paper. */
export function PrintDocument({
  paper,
  label,
  children,
}: {
  paper: ReceiptPrinter;
  label: string;
  children: ReactNode;
}) {
  return (
    <article className={classes.doc} data-paper={paper} aria-label={label}>
      {children}
    </article>
  );
}

/**
 * The store, where it is and how to call it, and what the document is on the left; its number
 * (never broken) on the right.
 */
export function DocumentHeader(props: {
  store: string;
  contact: Contact | undefined;
  kind: string;
  numberLabel: string;
  number: string;
}) {
  return (
    <header className={classes.header}>
      <div>
        <div className={classes.store}>{props.store}</div>
        <div className={classes.muted}>{props.kind}</div>
        {props.contact && <StoreContact contact={props.contact} withLicense />}
      </div>
      <div className={classes.numberBox}>
        <div className={classes.muted}>{props.numberLabel}</div>
        <div className={classes.number}>{props.number}</div>
      </div>
    </header>
  );
}

/** A fact of the document; `nowrap` for an IMEI or serial, which must read as one line. */
export function Row({
  label,
  nowrap = false,
  children,
}: {
  label: string;
  nowrap?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={nowrap ? `${classes.row} ${classes.wide}` : classes.row}>
      <dt>{label}</dt>
      <dd className={nowrap ? classes.nowrap : undefined}>{children || '—'}</dd>
    </div>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return <dl className={classes.facts}>{children}</dl>;
}

/**
 * The version of the terms the customer signed, whatever the store's terms are today. A record
 * made before the chain's terms were kept has none, and prints none rather than today's.
 */
export function Terms({ title, terms }: { title: string; terms: SignedTerms | null | undefined }) {
  if (!terms) return null;
  return (
    <section className={classes.terms}>
      <h2>{title}</h2>
      <p className={classes.termsVersion}>{termsVersionLabel(terms)}</p>
      <TermsList terms={terms} />
    </section>
  );
}

/** A statement the signer makes in their own name (the seller's declaration), printed whole. */
export function Statement({ title, text }: { title: string; text: string }) {
  return (
    <section className={classes.terms}>
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  );
}

/**
 * The signature image, the line under it, and who signed and when beneath the line; a typed
 * signature says so, as the image alone looks like handwriting.
 */
export function Signature({
  src,
  alt,
  signer,
  caption,
  method,
}: {
  src: string;
  alt: string;
  signer: string;
  caption: string;
  method: SignatureMethod | null;
}) {
  return (
    <figure className={classes.signature}>
      <img src={src} alt={alt} />
      <div className={classes.signLine} />
      <figcaption>
        <span className={classes.signer}>{signer}</span> · {caption}
        {method === 'typed' && <span className={classes.signedBy}>{TYPED_SIGNATURE_NOTE}</span>}
      </figcaption>
    </figure>
  );
}

export { classes as documentClasses };
