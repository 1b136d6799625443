/**
 * The store's money ledger as other features reach it: appendLedger is the only writer of its rows
 * (docs/decisions/037-money-ledger.md).
 */
export {
  appendLedger,
  signedCents,
  type LedgerKind,
  type LedgerPurpose,
  type NewLedgerRow,
} from './ledger-repo';
export { checkCounterLimit } from './counter-limit';
