import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/errors';
import { sitePlugin } from './http/site';
import { campusRoutes } from './modules/campuses/campuses.routes';
import { healthRoutes } from './modules/health/health.routes';
import { webRoutes } from './modules/web/web.routes';

export interface AppDeps {
  config: Config;
  db: Database;
}

/** Builds the whole application as a Fastify instance; it does not listen. */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: { info: { title: 'Campus Buy / Sell API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(sitePlugin, { baseDomain: config.BASE_DOMAIN });
  await app.register(healthRoutes, { db });
  await app.register(campusRoutes, {
    db,
    site: {
      publicUrl: config.PUBLIC_URL,
      supportEmail: config.SUPPORT_EMAIL,
      socialDmUrlTemplate: config.SOCIAL_DM_URL_TEMPLATE,
    },
  });
  await app.register(webRoutes, { distDir: config.WEB_DIST_DIR });
  return app;
}
