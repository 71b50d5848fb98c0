import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { S3Config } from '../config';

/** Where the browser may POST an upload: the server itself, or the S3 bucket's endpoint. */
function uploadOrigins(s3: S3Config | undefined): string[] {
  if (!s3) return [];
  if (s3.endpoint) return [new URL(s3.endpoint).origin];
  return [
    `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`,
    `https://s3.${s3.region}.amazonaws.com`,
  ];
}

/**
 * Security headers on every response: a Content-Security-Policy without inline or eval'd
 * scripts, no framing, nosniff and a strict referrer policy (helmet's defaults, tightened).
 */
interface SecurityOptions {
  s3: S3Config | undefined;
  https: boolean;
}

const addSecurityHeaders: FastifyPluginAsync<SecurityOptions> = async (app, { s3, https }) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets styles through the CSSOM; a few widgets write style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...uploadOrigins(s3)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
};

export const securityHeaders = fp(addSecurityHeaders);
