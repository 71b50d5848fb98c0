import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { S3Config } from '../config';
import { AFTER_PAINT_LOADER_SOURCE } from './scripts-after-paint';

/** Where the browser may POST an upload: the server itself, or the S3 bucket's endpoint. */
function uploadOrigins(s3: S3Config | undefined): string[] {
  if (!s3) return [];
  if (s3.endpoint) return [new URL(s3.endpoint).origin];
  return [
    `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`,
    `https://s3.${s3.region}.amazonaws.com`,
  ];
}

/** helmet's defaults, tightened: no inline (but the loader) or eval'd scripts, no framing, a strict referrer. */
function helmetOptions(s3: S3Config | undefined, https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: a prerendered page's loader of its own scripts.
        scriptSrc: ["'self'", AFTER_PAINT_LOADER_SOURCE],
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
  };
}

/**
 * The headers helmet's middleware writes for these options, collected once: with no nonces
 * they are the same for every response, and @fastify/helmet rebuilt the middleware on every
 * request (2–3 % of the server's CPU under load).
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Browser features the application never uses, denied to it and to anything it might embed,
 * so an injected script could not ask for them either. (Pasting a code needs none of them.)
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'ambient-light-sensor',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

interface SecurityOptions {
  s3: S3Config | undefined;
  https: boolean;
}

/** Security headers on every response, set first thing like helmet's middleware. */
const addSecurityHeaders: FastifyPluginAsync<SecurityOptions> = async (app, { s3, https }) => {
  const headers = [
    ...helmetHeaders(helmetOptions(s3, https)),
    ['permissions-policy', PERMISSIONS_POLICY] as [string, string],
  ];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
};

export const securityHeaders = fp(addSecurityHeaders);
