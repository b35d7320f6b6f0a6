import {
  TypeBoxValidatorCompiler,
  type Static,
  type TSchema,
} from '@fastify/type-provider-typebox';
import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { checkContract, type ContractProblem, type ContractSchema } from '@shop/shared/validation';
import type { GenericSchema, InferOutput } from 'valibot';

/**
 * Route types from either kind of schema a route may declare: a contract of
 * `@shop/shared/contracts/schemas` (the handler gets the contract's output: trimmed, normalized)
 * or a TypeBox schema of the API's own.
 */
export interface ShopTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends GenericSchema
    ? InferOutput<this['schema']>
    : this['schema'] extends TSchema
      ? Static<this['schema']>
      : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** A plugin whose routes are typed by `ShopTypeProvider`. */
export type ShopPluginAsync<Options extends FastifyPluginOptions> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ShopTypeProvider
>;

/** The `keyword` of a contract's refusal in the error's `validation` list. */
export const CONTRACT_KEYWORD = 'contract';

/**
 * A refusal by a contract: its first problem, in form order. The error handler says its rule in
 * the request's language (`ruleMessage`), or names the field when no rule was broken in words.
 */
function contractRefusal(
  problem: ContractProblem,
): Error & { validation: FastifySchemaValidationError[] } {
  const instancePath = problem.field ? `/${problem.field.replaceAll('.', '/')}` : '';
  return Object.assign(new Error(`refused by its contract at ${problem.field ?? 'the body'}`), {
    validation: [
      {
        keyword: CONTRACT_KEYWORD,
        instancePath,
        schemaPath: '',
        params: { rule: problem.rule, example: problem.example },
        message: problem.rule ?? undefined,
      },
    ],
  });
}

/**
 * The validator of a route whose body is a contract: the request is checked by the same schema
 * as the form that sent it, and the handler gets the contract's output. The route's other parts
 * (an id in its path) keep their TypeBox schemas, checked as every other route's are.
 */
const contractValidator: FastifySchemaCompiler<ContractSchema | TSchema> = (route) => {
  if (route.httpPart !== 'body')
    return TypeBoxValidatorCompiler(route as typeof route & { schema: TSchema });
  const schema = route.schema as ContractSchema;
  return (data: unknown) => {
    const checked = checkContract(schema, data);
    return checked.ok ? { value: checked.output } : { error: contractRefusal(checked.problem) };
  };
};

/** The parts of a route besides its body, each a TypeBox schema of the API's own. */
interface RouteParts {
  params?: TSchema;
  querystring?: TSchema;
}

/**
 * A route's options for a body that is a contract: checked by it, the handler gets its output;
 * the path and query, where given, are checked by their own schemas.
 */
export function contractBody<Body extends ContractSchema, Parts extends RouteParts = object>(
  body: Body,
  parts?: Parts,
) {
  // Fastify types a route's compiler by its whole `schema` option; it is called once per part.
  const validatorCompiler = contractValidator as unknown as FastifySchemaCompiler<
    { body: Body } & Parts
  >;
  return { schema: { ...parts, body } as { body: Body } & Parts, validatorCompiler };
}
