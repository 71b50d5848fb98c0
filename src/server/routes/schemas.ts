// JSON Schemas shared by the routes. The bodies the client sends and the replies it reads live
// in src/contracts, shared with the client's API code.
import { errorReply } from '../../contracts/replies';

export { answerMap } from '../../contracts/answers';
export { token } from '../../contracts/credentials';
export { errorReply, messageReply } from '../../contracts/replies';
export { definitionId } from '../../contracts/view-state';

/** The query of a GET that takes none: any parameter is a 400, as on the routes that take some. */
export const noQuery = { type: 'object', additionalProperties: false } as const;

/** Replies of a route: its success schema plus the error reply for every 4xx and 5xx. */
export function replies(success: Record<number, object>) {
  return { ...success, '4xx': errorReply, '5xx': errorReply };
}
