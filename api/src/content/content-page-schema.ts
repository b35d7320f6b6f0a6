import { CONTENT_PAGE_ID_MAX_LENGTH, CONTENT_PAGE_ID_PATTERN } from '@shop/shared/contracts';
import { Type } from '@fastify/type-provider-typebox';

/** The path parameters of `GET /api/pages/:id`: an id shaped like one (it may name no page). */
export const ContentPageParams = Type.Object({
  id: Type.String({
    pattern: CONTENT_PAGE_ID_PATTERN.source,
    maxLength: CONTENT_PAGE_ID_MAX_LENGTH,
  }),
});
