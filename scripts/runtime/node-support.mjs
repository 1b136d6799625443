// Which Node releases the app runs on: one place for the launcher (scripts/start.mjs), the install
// step (prepare.mjs) and the server's own entry, kept equal to package.json's engines by a test.
// Plain JavaScript that Node 18 and 20 still parse, so an old runtime gets a sentence, not a crash.

/** package.json's engines.node, as a person reads it. */
export const SUPPORTED_NODE = 'Node 22.13 or newer, or Node 24 and newer';

/** The release the project fetches from the npm registry when the machine's own is too old. */
export const PROVIDED_NODE_MAJOR = 24;

/** True when `version` ("v22.13.0" or "22.13.0") satisfies engines.node (^22.13.0 || >=24). */
export function isSupportedNode(version) {
  const [major, minor] = String(version).replace(/^v/, '').split('.').map(Number);
  if (!Number.isInteger(major) || !Number.isInteger(minor)) return false;
  return major >= 24 || (major === 22 && minor >= 13);
}

/** The one line for a runtime the app cannot use: the version found and what to do. */
export function unsupportedNodeMessage(version) {
  return (
    `Node ${version} cannot run this app; it needs ${SUPPORTED_NODE}. ` +
    `Run "npm install" here (it fetches Node ${PROVIDED_NODE_MAJOR} from the npm registry for this ` +
    `project), or install Node ${PROVIDED_NODE_MAJOR} for the machine, then start again.`
  );
}
