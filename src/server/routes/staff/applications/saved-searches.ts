import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  newSavedSearchBody,
  savedSearchesReply,
  savedSearchReply,
  type NewSavedSearch,
} from '../../../../contracts/staff-search';
import { HttpError } from '../../../http-error';
import type { SavedSearchRow } from '../../../repositories/saved-searches';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { replies } from '../../schemas';
import { noQuery } from '../schemas';
import { audit } from './audit';
import { searchFilters } from '../../../staff/applications/search-filters';

export const NAME_TAKEN = 'You already have a saved search of this name.';
export const NO_SUCH_SEARCH = 'You have no saved search with this id.';
export const BAD_SEARCH_ID = 'This is not a saved search id.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const searchIdParam = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
} as const;

const onTheWire = (row: SavedSearchRow) => ({
  id: row.id,
  name: row.name,
  query: row.query,
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * Saved searches (issue 33): each staff member names searches of the list (search, filters,
 * order) to apply again from the list page; only their own are listed or deleted.
 */
export const savedSearchesRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/saved-searches',
    { schema: { querystring: noQuery, response: replies({ 200: savedSearchesReply }) } },
    async (request) => ({
      items: (await app.repos.savedSearches.of(currentStaff(request).id)).map(onTheWire),
    }),
  );

  app.post(
    '/staff/api/saved-searches',
    {
      schema: {
        querystring: noQuery,
        body: newSavedSearchBody,
        response: replies({ 201: savedSearchReply }),
      },
    },
    async (request, reply) => {
      const body = request.body as NewSavedSearch;
      // A search the list would refuse (a day that does not exist) is refused here too.
      searchFilters(body.query, currentStaff(request).id);
      const name = body.name.trim();
      const id = randomUUID();
      const now = app.now();
      await audit(request, 'save_search', undefined, { name });
      const added = await app.repos.savedSearches.add({
        id,
        staffId: currentStaff(request).id,
        name,
        query: body.query,
        now,
      });
      if (!added) throw new HttpError(409, NAME_TAKEN);
      return reply.code(201).send(onTheWire({ id, name, query: body.query, created_at: now }));
    },
  );

  app.delete(
    '/staff/api/saved-searches/:id',
    { schema: { params: searchIdParam, querystring: noQuery } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!UUID.test(id)) throw new HttpError(400, BAD_SEARCH_ID);
      const name = await app.repos.savedSearches.remove(currentStaff(request).id, id);
      if (name === undefined) throw new HttpError(404, NO_SUCH_SEARCH);
      await audit(request, 'delete_search', undefined, { name });
      return reply.code(204).send();
    },
  );
};
