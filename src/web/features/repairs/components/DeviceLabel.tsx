import { formatDate } from '../../../../shared/format';
import type { LabelPrinter } from '../../../../shared/printing';
import type { RepairWaiverDetail } from '../../../../shared/repairs';
import classes from './DeviceLabel.module.css';
import { deviceName } from '../../../../shared/device-name';

/** The end of an IMEI or serial: enough for the bench to match the label to the phone. */
const SHORT_IMEI_DIGITS = 6;

/**
 * A label to stick on the device or its bag, so the bench knows whose it is: one label of the
 * store's stock, with the ticket number, the customer, the device, the IMEI's end and the QR code.
 */
export function DeviceLabel({
  waiver,
  qr,
  paper,
}: {
  waiver: RepairWaiverDetail;
  qr: string | null;
  paper: LabelPrinter;
}) {
  const imei = waiver.imeiSerial;
  return (
    <article className={classes.label} data-paper={paper} aria-label="Device label">
      <div className={classes.text}>
        <div className={classes.ticket}>{waiver.ticketNumber}</div>
        <div className={`${classes.line} ${classes.name}`}>{waiver.customerName}</div>
        <div className={classes.line}>{deviceName(waiver.deviceBrand, waiver.deviceModel)}</div>
        {imei && (
          <div className={`${classes.line} ${classes.imei}`}>
            IMEI …{imei.slice(-SHORT_IMEI_DIGITS)}
          </div>
        )}
        <div className={`${classes.line} ${classes.date}`}>{formatDate(waiver.createdAt)}</div>
      </div>
      {qr && <img src={qr} alt="QR code for the device label" className={classes.qr} />}
    </article>
  );
}
