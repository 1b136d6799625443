import { formatMoney } from '../../../shared/format';
import { LINE_KIND_LABELS } from '../../../shared/money-rules';
import { TENDER_LABELS } from '../../../shared/balances';
import type { Invoice } from '../../../shared/repair-money';
import { escapeHtml as e, greeting } from '../notifications/service';

/** The words customers read about their repair's price and invoice: plain and short. */

export type QuoteFacts = {
  name: string;
  storeName: string;
  ticketNumber: string;
  device: string;
  statusUrl: string;
  totalCents: number;
  estimateCents: number;
};

export function quoteEmail(f: QuoteFacts): { subject: string; text: string; html: string } {
  const total = formatMoney(f.totalCents / 100);
  const estimate = formatMoney(f.estimateCents / 100);
  const subject = `Please approve the new price for your ${f.device} (ticket ${f.ticketNumber})`;
  const why = `The repair of your ${f.device} will cost ${total}, more than the ${estimate} we estimated. We wait for your answer before going on.`;
  const text = [
    greeting(f.name),
    '',
    why,
    '',
    `Approve or decline the new price here: ${f.statusUrl}`,
    '',
    f.storeName,
  ].join('\n');
  const html = [
    `<p>${e(greeting(f.name))}</p>`,
    `<p>${e(why)}</p>`,
    `<p><a href="${e(f.statusUrl)}">Approve or decline the new price</a></p>`,
    `<p>${e(f.storeName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

export function quoteSms(f: QuoteFacts): string {
  return `${f.storeName}: ${greeting(f.name)} the repair of your ${f.device} will cost ${formatMoney(f.totalCents / 100)} (estimate ${formatMoney(f.estimateCents / 100)}). Approve or decline: ${f.statusUrl}`;
}

type Row = [label: string, amount: string];

/** The invoice's rows in order: lines, totals, what was paid (with change) and the balance. */
function invoiceRows(invoice: Invoice): { lines: Row[]; totals: Row[]; payments: Row[] } {
  const money = (n: number) => formatMoney(n);
  const quote = invoice.quote?.approval.state === 'declined' ? null : invoice.quote;
  const lines: Row[] = quote
    ? quote.lines.map((l) => [
        `${LINE_KIND_LABELS[l.kind]}: ${l.description} × ${l.quantity}`,
        money(l.amount),
      ])
    : [['Repair (as estimated)', money(invoice.estimate)]];
  const totals: Row[] = [
    ...(quote
      ? ([
          ['Subtotal', money(quote.subtotal)],
          ['Tax', money(quote.tax)],
          ...(quote.discount ? [['Discount', `−${money(quote.discount)}`] as Row] : []),
        ] as Row[])
      : []),
    ['Total', money(invoice.total)],
  ];
  const payments: Row[] = invoice.entries.map((entry) => {
    const method = TENDER_LABELS[entry.method];
    const back = entry.kind === 'refund' || entry.kind === 'void';
    const change = entry.change ? `, change ${money(entry.change)}` : '';
    const label = `${back ? 'Refund' : entry.kind === 'deposit' ? 'Deposit' : 'Paid'} (${method}${change})`;
    return [label, `${back ? '−' : ''}${money(entry.amount)}`];
  });
  return { lines, totals, payments };
}

export function invoiceEmail(
  invoice: Invoice,
  storeName: string,
): { subject: string; text: string; html: string } {
  const rows = invoiceRows(invoice);
  const balance: Row = [
    invoice.noCharge ? 'Balance (no charge)' : 'Balance',
    formatMoney(invoice.balance),
  ];
  const subject = `Invoice ${invoice.invoiceNumber} from ${storeName}`;
  const all = [...rows.lines, ...rows.totals, ...rows.payments, balance];
  const text = [
    greeting(invoice.customerName),
    '',
    `Your invoice ${invoice.invoiceNumber} for the repair of your ${invoice.device} (ticket ${invoice.ticketNumber}).`,
    '',
    ...all.map(([label, amount]) => `${label}: ${amount}`),
    '',
    storeName,
  ].join('\n');
  const tr = ([label, amount]: Row) =>
    `<tr><td>${e(label)}</td><td style="text-align:right">${e(amount)}</td></tr>`;
  const html = [
    `<p>${e(greeting(invoice.customerName))}</p>`,
    `<p>Your invoice <strong>${e(invoice.invoiceNumber)}</strong> for the repair of your ${e(invoice.device)} (ticket ${e(invoice.ticketNumber)}).</p>`,
    `<table>${all.map(tr).join('')}</table>`,
    `<p>${e(storeName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
