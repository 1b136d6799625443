import {
  storeContactLines,
  storeContactOneLine,
  type StoreContact,
} from '../../../shared/store-contact';

/** The words customers read. Plain and short: most read them on a phone's lock screen. */

export type RepairReadyFacts = {
  name: string;
  storeName: string;
  /** Where to pick it up and how to call: the store's address, phone and hours. */
  store: StoreContact;
  ticketNumber: string;
  device: string;
  statusUrl: string;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Customer-typed names and device models go into the HTML part, so they are escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

export function greeting(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hello,';
}

export function repairReadyEmail(facts: RepairReadyFacts): {
  subject: string;
  text: string;
  html: string;
} {
  const { storeName, ticketNumber, device, statusUrl } = facts;
  const subject = `Your ${device} is ready for pickup (ticket ${ticketNumber})`;
  const text = [
    greeting(facts.name),
    '',
    `Good news: your ${device} is repaired and ready for pickup at ${storeName}.`,
    '',
    `Ticket number: ${ticketNumber}`,
    `See the status of your repair: ${statusUrl}`,
    '',
    'Bring your ticket number when you come in. See you soon!',
    '',
    storeName,
    ...storeContactLines(facts.store),
  ].join('\n');
  const e = escapeHtml;
  const html = [
    `<p>${e(greeting(facts.name))}</p>`,
    `<p>Good news: your <strong>${e(device)}</strong> is repaired and ready for pickup at ${e(storeName)}.</p>`,
    `<p>Ticket number: <strong>${e(ticketNumber)}</strong><br>`,
    `<a href="${e(statusUrl)}">See the status of your repair</a></p>`,
    '<p>Bring your ticket number when you come in. See you soon!</p>',
    `<p>${[storeName, ...storeContactLines(facts.store)].map(e).join('<br>')}</p>`,
  ].join('\n');
  return { subject, text, html };
}

export function repairReadySms(facts: RepairReadyFacts): string {
  const { storeName, ticketNumber, device, statusUrl } = facts;
  const where = storeContactOneLine(facts.store);
  return `${storeName}: ${greeting(facts.name)} your ${device} is ready for pickup${where ? ` at ${where}` : ''}. Ticket ${ticketNumber}. Status: ${statusUrl}`;
}
