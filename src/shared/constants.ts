/** Business constants (docs/product.md, Constants), in one place for both sides. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;

/** How often an open app asks for a new version; docs/decisions/011-offline.md says why 5 min. */
export const SW_UPDATE_CHECK_MS = 5 * MINUTE;

/** The morning popup: from 05:00 until just before 12:00 local time, closing itself after 30 s. */
export const MORNING_POPUP_FROM_HOUR = 5;
export const MORNING_POPUP_UNTIL_HOUR = 12;
export const MORNING_POPUP_SECONDS = 30;

export const SUBMIT_SUCCESS_RESET_MS = 2 * SECOND;
export const SUBMIT_ERROR_RESET_MS = 3 * SECOND;
export const MODAL_CLOSE_AFTER_SUCCESS_MS = 1.5 * SECOND;

export const STATS_REFETCH_MS = 30 * SECOND;
export const PICKUP_QUEUE_REFETCH_MS = 15 * SECOND;

export const STALE_TIMES = {
  stats: 5 * SECOND,
  pickupQueue: 5 * SECOND,
  waivers: 10 * SECOND,
  purchases: 10 * SECOND,
  sales: 10 * SECOND,
  users: 2 * MINUTE,
  stores: 3 * MINUTE,
  regions: 5 * MINUTE,
} as const;

export const PHONE_MIN = 10;
export const ZIP_MIN = 5;
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU. */
export const PASSWORD_MAX = 256;

/** How often the pending-sync count is re-read (docs/product.md, Constants). */
export const PENDING_SYNC_REFRESH_MS = 5 * SECOND;
