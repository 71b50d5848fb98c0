import type { FastifyPluginAsync } from 'fastify';
import { LOOKUP_CATEGORIES, lookupReply, type LookupCategory } from '../../../contracts/lookup';
import { AUTOCOMPLETE_MAX_RESULTS } from '../../../engine';
import { HttpError } from '../../http-error';
import { replyLanguage } from '../../language/reply-text';
import { findDetail, findSuggestions } from '../../lookup/find';
import { lookupWords } from '../../lookup/lookup-words';
import { seedSampleSchools } from '../../lookup/schools';
import { useStrictValidation } from '../../plugins/strict-validation';
import { errorReply } from '../schemas';

export const SUGGESTION_GONE = 'That suggestion is no longer available.';

const query = {
  type: 'object',
  properties: {
    category: { type: 'string', enum: LOOKUP_CATEGORIES },
    text: { type: 'string', maxLength: 200 },
    id: { type: 'string', maxLength: 1000 },
    max_results: { type: 'integer', minimum: 1, maximum: 20, default: AUTOCOMPLETE_MAX_RESULTS },
  },
  required: ['category'],
} as const;

/**
 * GET /lookup/find: `?text=&category=&max_results=` lists suggestions [{text, id, sub_text}];
 * `?id=&category=` gives the chosen one's fields ({name, id, address_line_1, city, state, zip,
 * country}), which the question's `fills` map onto its answer keys. A suggestion's words besides
 * its names (a country, a sample school's note) are in the device's language, as every reply
 * is (issue 32); the detail holds codes and names only. Public, like the pages a
 * visitor fills in. A failing source gives [] for a search; an unknown id is a 404, and the
 * client then keeps the typed label (spec section 7).
 */
export const lookupRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);
  app.addHook('onReady', async () => seedSampleSchools(app.db));

  const reply = { 200: lookupReply, '4xx': errorReply };
  app.get('/lookup/find', { schema: { querystring: query, response: reply } }, async (request) => {
    const q = request.query as {
      category: LookupCategory;
      text?: string;
      id?: string;
      max_results: number;
    };
    if (q.id !== undefined) {
      const detail = await findDetail(app.db, q.category, q.id);
      if (!detail) throw new HttpError(404, SUGGESTION_GONE);
      return detail;
    }
    try {
      return await findSuggestions(
        app.db,
        app.config.geocoder,
        q.category,
        q.text ?? '',
        q.max_results,
        await lookupWords(replyLanguage(request)),
      );
    } catch (error) {
      request.log.warn({ err: error }, 'lookup search failed');
      return [];
    }
  });
};
