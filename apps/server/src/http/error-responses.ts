import { apiErrorSchema } from '@campus/domain';

/** The error answers a route may give, for its response schemas (one shape: `{ error: { code, message } }`). */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};
