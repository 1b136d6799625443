/**
 * Asks for a manager's approval at this device (issue 37): a write the server refused with
 * MANAGER_APPROVAL_CODE is offered to the manager standing by, who types their username and PIN.
 * The dialog that asks lives in the app's shell and registers itself here, so every write,
 * whichever form sent it, gets the same question without importing the dialog.
 */
type Asker = (reason: string) => Promise<string | null>;

let asker: Asker | null = null;

/** The dialog registers itself while mounted; the returned function unregisters it. */
export function setApprovalAsker(next: Asker): () => void {
  asker = next;
  return () => {
    if (asker === next) asker = null;
  };
}

/** The approval's token when a manager approved, null when nobody could or it was cancelled. */
export function askForApproval(reason: string): Promise<string | null> {
  return asker ? asker(reason) : Promise.resolve(null);
}
