// Imported first by the server's entries: started directly under a Node the app cannot use, it says
// which version it found and what to do, instead of crashing later in the SQLite driver (SIGSEGV).
import { isSupportedNode, unsupportedNodeMessage } from '../../scripts/runtime/node-support.mjs';

if (!isSupportedNode(process.version)) {
  console.error(unsupportedNodeMessage(process.version));
  process.exit(1);
}
