import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { repositories, type Repositories } from '../repositories/repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tables' statements on the app's database; in a transaction use `repositories(tx)`. */
    repos: Repositories;
  }
}

/** Decorates the app with its repositories (fastify/demo's pattern): routes hold no SQL. */
export const repositoriesPlugin: FastifyPluginAsync = fp(async (app) => {
  app.decorate('repos', repositories(app.db));
});
