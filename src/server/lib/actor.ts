import type { SessionUser } from '../../shared/auth';

/** Who is acting, for permission checks and the activity log. */
export type Actor = { user: SessionUser; ip: string | null };
