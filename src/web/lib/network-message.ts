/** What a request that never reached the server says; its own module so auth.html can use it. */
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check the connection and try again.';
