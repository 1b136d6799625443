import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER } from '../../shared/http';

/** A page as a service reads it: the answer's body, and the cursor of the page after it. */
export type Paged<Body> = { body: Body; nextCursor: string | null };

/**
 * Answers a page: its body, with the next page's cursor in the x-next-cursor header (absent on
 * the last page). Every paged list does this, whether its body is a plain array or an object.
 */
export function sendPage<Body>(reply: FastifyReply, page: Paged<Body>): Body {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.body;
}
