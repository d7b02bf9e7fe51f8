import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies parsed as Fastify does (prototype-poisoning safe), except that an empty body is
 * no body: HTTP clients often send `Content-Type: application/json` on POSTs without a payload.
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
