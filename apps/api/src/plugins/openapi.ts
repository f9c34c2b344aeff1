import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * A collection route registered as `/` under its module's prefix answers at `/api/homework` and
 * `/api/homework/` alike; the document names it without the slash, the URL clients should call.
 */
const documentedRoute: typeof jsonSchemaTransform = (input) => {
  const documented = jsonSchemaTransform(input);
  return { ...documented, url: documented.url.length > 1 ? documented.url.replace(/\/+$/, '') : documented.url };
};

/** OpenAPI generated from the shared zod schemas, browsable at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Zadania API',
        description: 'API platformy Zadania. Błędy mają kształt {statusCode, error, message} z polskim komunikatem.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentedRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
