// Types of what TypeScript tests read from backup-lib.mjs (a plain script run by node).
export function appData(
  env?: Record<string, string | undefined>,
  cwd?: string,
): {
  dialect: 'postgres' | 'sqlite';
  url: string;
  sqliteFile: string | null;
  blobsDir: string;
  bucket: string | null;
};
