import {
  ADDRESSES_MAX_PER_CUSTOMER,
  type AddressChangeResponse,
  type AddressDeleteResponse,
  type AddressFields,
  type AddressListResponse,
  type StoreId,
} from '@shop/shared/contracts';
import { AddressPatchRequest, AddressRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { requestLocale } from '../../http/request-locale';
import { customerIdOf, requireCustomer } from '../require-customer';
import { addressMessages } from './address-messages';
import {
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  lockCustomer,
  updateAddress,
} from './address-repository';
import {
  addressIdOf,
  AddressParams,
  AddressQuery,
  changesAddressFields,
  patchedAddress,
} from './address-schema';

export interface AddressRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

/**
 * The signed-in customer's saved addresses (spec §2 `/account/addresses`, §3 Address): list, add,
 * change, delete. Only a customer's session gets in (`requireCustomer`: 401 for nobody and for a
 * guest); changes from another site are refused (403) first. An address id that is not the
 * customer's answers 404 exactly like one that does not exist.
 */
export const addressRoutes: ShopPluginAsync<AddressRoutesOptions> = async (
  app,
  { db, storeOrigins },
) => {
  const customerOnly = requireCustomer(db, storeOrigins);
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).header('Cache-Control', 'no-store').send(errorBody(message));

  app.get(
    '/api/account/addresses',
    { schema: { querystring: AddressQuery }, preHandler: customerOnly },
    async (request, reply) => {
      const answer: AddressListResponse = {
        addresses: await listAddresses(db, customerIdOf(request)),
      };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.get(
    '/api/account/addresses/:id',
    { schema: { params: AddressParams, querystring: AddressQuery }, preHandler: customerOnly },
    async (request, reply) => {
      const messages = addressMessages[requestLocale(request)];
      const id = addressIdOf(request.params.id);
      const address = id === null ? null : await findAddress(db, customerIdOf(request), id);
      if (!address) return refuse(reply, 404, messages.notFound);
      return reply.header('Cache-Control', 'no-store').send(address);
    },
  );

  app.post(
    '/api/account/addresses',
    {
      ...contractBody(AddressRequest),
      // The customer first: a stranger learns nothing from the form's messages.
      preValidation: customerOnly,
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const messages = addressMessages[locale];
      const customerId = customerIdOf(request);
      const { address: fields, isDefault } = request.body;
      const address = await db.transaction().execute(async (trx) => {
        await lockCustomer(trx, customerId);
        if ((await countAddresses(trx, customerId)) >= ADDRESSES_MAX_PER_CUSTOMER) return null;
        return insertAddress(trx, customerId, fields, isDefault);
      });
      if (!address) return refuse(reply, 409, messages.tooMany);
      const answer: AddressChangeResponse = { message: messages.created, address };
      return reply.code(201).header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.patch(
    '/api/account/addresses/:id',
    {
      ...contractBody(AddressPatchRequest, { params: AddressParams }),
      preValidation: customerOnly,
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const messages = addressMessages[locale];
      const id = addressIdOf(request.params.id);
      if (id === null) return refuse(reply, 404, messages.notFound);
      const customerId = customerIdOf(request);
      const body = request.body;
      const outcome = await db.transaction().execute(async (trx) => {
        await lockCustomer(trx, customerId);
        let fields: Partial<AddressFields> = {};
        if (changesAddressFields(body)) {
          const saved = await findAddress(trx, customerId, id);
          if (!saved) return { address: null };
          const patched = patchedAddress(saved, body, locale);
          if ('problem' in patched) return { problem: patched.problem };
          fields = patched.fields;
        }
        return { address: await updateAddress(trx, customerId, id, fields, body.isDefault) };
      });
      if (outcome.problem) return refuse(reply, 400, outcome.problem);
      const { address } = outcome;
      if (!address) return refuse(reply, 404, messages.notFound);
      const answer: AddressChangeResponse = { message: messages.updated, address };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.delete(
    '/api/account/addresses/:id',
    { schema: { params: AddressParams, querystring: AddressQuery }, preHandler: customerOnly },
    async (request, reply) => {
      const messages = addressMessages[requestLocale(request)];
      const id = addressIdOf(request.params.id);
      const customerId = customerIdOf(request);
      const deleted =
        id !== null &&
        (await db.transaction().execute(async (trx) => {
          await lockCustomer(trx, customerId);
          return deleteAddress(trx, customerId, id);
        }));
      if (!deleted) return refuse(reply, 404, messages.notFound);
      const answer: AddressDeleteResponse = { message: messages.deleted };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );
};
