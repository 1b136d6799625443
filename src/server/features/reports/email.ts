import { formatDay, formatMoney } from '../../../shared/format';
import type { StoreDayFigures } from '../../../shared/reports';
import { biggestDifference } from './figures';

export type Rendered = { subject: string; text: string; html: string };

/** What the AI provider may reword: the template text and the only figures it may state. */
export type Draft = { figures: Record<string, number | string>; draft: string };

const signed = (dollars: number) =>
  dollars > 0 ? `+${formatMoney(dollars)}` : formatMoney(dollars);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The figures as label/value rows, shared by the text and the HTML versions. */
function figureRows(f: StoreDayFigures): [string, string][] {
  const rows: [string, string][] = [
    ['Repairs checked in', String(f.repairsCheckedIn)],
    ['Repairs completed', String(f.repairsCompleted)],
    ['Repairs picked up', String(f.repairsPickedUp)],
    ['Repair revenue', formatMoney(f.repairRevenue)],
    ['Device sales', formatMoney(f.deviceSales)],
    ['Buybacks paid out', formatMoney(f.buybacksPaid)],
  ];
  if (!f.report) return [...rows, ['Daily sales report', 'not filed']];
  const d = f.report.differences;
  return [
    ...rows,
    ['Report gross total', formatMoney(f.report.grossTotal)],
    ['Report net sales', formatMoney(f.report.netSales)],
    ['Difference, repair revenue', signed(d.repairRevenue)],
    ['Difference, device sales', signed(d.deviceSales)],
    ['Difference, buyback payouts', signed(d.buybackPayouts)],
  ];
}

function reportSentence(f: StoreDayFigures): string {
  if (!f.report) return 'The daily sales report has not been filed.';
  const d = f.report.differences;
  const gaps = (
    [
      ['repair revenue', d.repairRevenue],
      ['device sales', d.deviceSales],
      ['buyback payouts', d.buybackPayouts],
    ] as const
  ).filter(([, amount]) => amount !== 0);
  if (gaps.length === 0)
    return 'The daily sales report was filed and matches what the system recorded.';
  const list = gaps.map(([label, amount]) => `${signed(amount)} in ${label}`).join(', ');
  return `The daily sales report differs from what the system recorded: ${list}.`;
}

export function storeDailyDraft(f: StoreDayFigures): Draft {
  const draft =
    `On ${formatDay(f.businessDate)} ${f.storeName} checked in ${f.repairsCheckedIn} repairs, completed ` +
    `${f.repairsCompleted} and handed back ${f.repairsPickedUp}, taking ` +
    `${formatMoney(f.repairRevenue)} in repairs and ${formatMoney(f.deviceSales)} in device ` +
    `sales and paying out ${formatMoney(f.buybacksPaid)} for buybacks. ${reportSentence(f)}`;
  return {
    draft,
    figures: Object.fromEntries(figureRows(f).concat([['Date', formatDay(f.businessDate)]])),
  };
}

function textTable(rows: [string, string][]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function htmlTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0">${escape(label)}</td>` +
        `<td style="padding:4px 0;text-align:right"><strong>${escape(value)}</strong></td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse">${cells}</table>`;
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">` +
    `<h2 style="margin:0 0 12px">${escape(title)}</h2>${body}</body></html>`
  );
}

/**
 * "Low stock at Alpha: 3 items below their minimum" and a line per item named (available of
 * minimum, what to order); null when nothing is low, so a healthy store's e-mail stays short.
 */
function lowStockSection(f: StoreDayFigures): { title: string; lines: string[] } | null {
  const { count, items } = f.lowStock;
  if (count === 0) return null;
  const more = count - items.length;
  return {
    title: `Low stock at ${f.storeName}: ${count} ${count === 1 ? 'item' : 'items'} below the minimum`,
    lines: [
      ...items.map(
        (i) => `${i.name} (${i.sku}): ${i.available} left of ${i.minimum}, order ${i.suggested}`,
      ),
      ...(more > 0 ? [`and ${more} more on the suggested order`] : []),
    ],
  };
}

/**
 * The store's police reports past their deadline (issue 26): the law's, so they head the manager's
 * evening e-mail's extras; null when every report went out.
 */
function policeSection(f: StoreDayFigures): { title: string; lines: string[] } | null {
  if (f.policeOverdue.length === 0) return null;
  return {
    title: `Police reports overdue at ${f.storeName}: export or send them today`,
    lines: f.policeOverdue.map(
      (p) => `${formatDay(p.date)}: ${p.purchases} ${p.purchases === 1 ? 'purchase' : 'purchases'}`,
    ),
  };
}

const sections = (f: StoreDayFigures) => [policeSection(f), lowStockSection(f)];

function extrasText(days: StoreDayFigures[]): string {
  return days
    .flatMap(sections)
    .filter((s) => s !== null)
    .map((s) => `\n${s.title}\n${s.lines.map((l) => `- ${l}`).join('\n')}\n`)
    .join('');
}

function extrasHtml(days: StoreDayFigures[]): string {
  return days
    .flatMap(sections)
    .filter((s) => s !== null)
    .map(
      (s) =>
        `<h3 style="margin:16px 0 4px">${escape(s.title)}</h3>` +
        `<ul>${s.lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>`,
    )
    .join('');
}

export function renderStoreDaily(f: StoreDayFigures, narrative: string): Rendered {
  const subject = `Daily performance: ${f.storeName}, ${formatDay(f.businessDate)}`;
  const rows = figureRows(f);
  return {
    subject,
    text: `${subject}\n\n${narrative}\n\n${textTable(rows)}\n${extrasText([f])}`,
    html: page(subject, `<p>${escape(narrative)}</p>${htmlTable(rows)}${extrasHtml([f])}`),
  };
}

function storeLine(f: StoreDayFigures): string {
  return (
    `${f.storeName}: ${f.repairsCheckedIn} in, ${f.repairsCompleted} completed, ` +
    `${f.repairsPickedUp} picked up, repairs ${formatMoney(f.repairRevenue)}, ` +
    `devices ${formatMoney(f.deviceSales)}, buybacks ${formatMoney(f.buybacksPaid)}, ` +
    (f.report ? `report net ${formatMoney(f.report.netSales)}` : 'no report')
  );
}

function missing(days: StoreDayFigures[]): string[] {
  return days.filter((d) => !d.report).map((d) => d.storeName);
}

function differenceSentence(days: StoreDayFigures[]): string {
  const gap = biggestDifference(days);
  return gap
    ? `The biggest difference is at ${gap.storeName}: ${signed(gap.amount)} in ${gap.line}.`
    : 'No filed report differs from what the system recorded.';
}

export function areaBriefDraft(managerName: string, date: string, days: StoreDayFigures[]): Draft {
  const notFiled = missing(days);
  const taken = days.reduce((sum, d) => sum + d.repairRevenue + d.deviceSales, 0);
  const filed =
    notFiled.length === 0
      ? `all ${days.length} filed their daily report`
      : `${days.length - notFiled.length} filed their daily report (missing: ${notFiled.join(', ')})`;
  const draft =
    `${managerName}, on ${formatDay(date)} your ${days.length} stores took ${formatMoney(taken)} in repairs ` +
    `and device sales; ${filed}. ${differenceSentence(days)}`;
  const figures: Record<string, number | string> = {
    Date: formatDay(date),
    Stores: days.length,
    'Stores filed': days.length - notFiled.length,
    'Repairs and device sales': formatMoney(taken),
  };
  const gap = biggestDifference(days);
  if (gap) figures['Biggest difference'] = signed(gap.amount);
  return { draft, figures };
}

export function renderAreaBrief(
  managerName: string,
  date: string,
  days: StoreDayFigures[],
  narrative: string,
): Rendered {
  const subject = `Nightly brief for ${managerName}, ${formatDay(date)}`;
  const notFiled = missing(days);
  const notFiledText = notFiled.length ? notFiled.join(', ') : 'none';
  const text =
    `${subject}\n\n${narrative}\n\n` +
    days.map((d) => `- ${storeLine(d)}`).join('\n') +
    `\n\nNo daily report filed: ${notFiledText}\n${differenceSentence(days)}\n` +
    extrasText(days);
  const items = days.map((d) => `<li>${escape(storeLine(d))}</li>`).join('');
  const html = page(
    subject,
    `<p>${escape(narrative)}</p><ul>${items}</ul>` +
      `<p>No daily report filed: <strong>${escape(notFiledText)}</strong></p>` +
      `<p>${escape(differenceSentence(days))}</p>` +
      extrasHtml(days),
  );
  return { subject, text, html };
}
