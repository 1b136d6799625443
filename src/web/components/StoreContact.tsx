import {
  openingHoursLines,
  storeAddressLines,
  type StoreContact as Contact,
} from '../../shared/store-contact';
import classes from './StoreContact.module.css';

type Props = {
  contact: Contact;
  /** The licence number is for documents (tickets, receipts), not for the status page. */
  withLicense?: boolean;
  className?: string;
};

/**
 * Where the shop is and how to reach it, as printed on tickets and receipts and shown on the
 * customer's status page. Lines a store has not filled in are left out.
 */
export function StoreContact({ contact, withLicense = false, className }: Props) {
  const address = storeAddressLines(contact);
  const hours = openingHoursLines(contact);
  const license = withLicense ? contact.licenseNumber : null;
  if (!address.length && !contact.phone && !contact.email && !contact.website && !hours.length)
    return null;
  return (
    <address
      className={[classes.contact, className].filter(Boolean).join(' ')}
      data-testid="store-contact"
    >
      {address.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {contact.phone && (
        <div>
          Phone <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
        </div>
      )}
      {contact.email && (
        <div>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </div>
      )}
      {contact.website && (
        <div>
          <a href={contact.website} rel="noopener noreferrer">
            {contact.website.replace(/^https?:\/\//, '')}
          </a>
        </div>
      )}
      {hours.length > 0 && <div>Hours: {hours.join(' · ')}</div>}
      {license && <div>License no. {license}</div>}
    </address>
  );
}
