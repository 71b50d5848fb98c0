import type { FastifyPluginAsync } from 'fastify';
import {
  newNoteBody,
  noteReply,
  notesReply,
  type NewNote,
} from '../../../../contracts/staff-review';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { addNote, listNotes } from '../../../staff/review/notes';
import { replies } from '../../schemas';
import { noQuery } from '../schemas';
import { audit } from './audit';
import { findApplication } from './find-application';
import { applicationIdParam } from './schemas';

/** Internal notes on an application (issue 33): any staff member reads and adds them. */
export const notesRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/applications/:id/notes',
    {
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        response: replies({ 200: notesReply }),
      },
    },
    async (request) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      await audit(request, 'read_notes', id);
      return { items: await listNotes(app.db, id) };
    },
  );

  app.post(
    '/staff/api/applications/:id/notes',
    {
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        body: newNoteBody,
        response: replies({ 201: noteReply }),
      },
    },
    async (request, reply) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      const { text } = request.body as NewNote;
      const staff = currentStaff(request);
      const note = await addNote(app.db, { applicantId: id, staff, text, now: app.now() });
      await audit(request, 'add_note', id, { note_id: note.id });
      return reply.code(201).send(note);
    },
  );
};
