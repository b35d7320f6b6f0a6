import * as v from 'valibot';
import type { Locale } from '../contracts/locale';
import { isRuleMessageKey, ruleMessages, type RuleMessageKey } from './rule-messages';

/** Any contract's schema (`@shop/shared/contracts/schemas`). */
export type ContractSchema = v.GenericSchema;

/** One thing wrong with a request: where (a dot path, null for the whole body) and which rule. */
export interface ContractProblem {
  field: string | null;
  /** The rule's message key; null when no form shows the field (a malformed request). */
  rule: RuleMessageKey | null;
  /** A valid value the rule's message shows (`{{example}}`), where it shows one. */
  example?: string;
}

const EXAMPLE = '{{example}}';

/** Spec §5's text of a rule's failure, in `locale`: the one place a key becomes words. */
export function ruleMessage(rule: RuleMessageKey, locale: Locale, example = ''): string {
  return ruleMessages[locale][rule].replace(EXAMPLE, example);
}

/**
 * A rule's failure as a contract reports it: the key as the issue's message and, for a message
 * that shows an example, the example as what the issue expected.
 */
export function ruleIssue(rule: RuleMessageKey, example?: string) {
  return { message: rule, ...(example === undefined ? {} : { expected: example }) };
}

function problemOf(issue: v.BaseIssue<unknown>, schema: ContractSchema): ContractProblem {
  if (issue.type === 'union' && issue.issues?.length) return unionProblemOf(issue.issues, schema);
  const field = v.getDotPath(issue);
  if (isRuleMessageKey(issue.message)) {
    const rule = issue.message;
    const shows = ruleMessages.it[rule].includes(EXAMPLE) && typeof issue.expected === 'string';
    return shows ? { field, rule, example: issue.expected as string } : { field, rule };
  }
  // A field left out is reported by its object, not by the field's own schema: say it as the
  // field's schema would have said it of a missing value.
  if (issue.kind === 'schema' && issue.input === undefined && field !== null) {
    const missing = v.safeParse(fieldSchema(schema, field) ?? v.never(), undefined);
    const message = missing.issues?.[0].message;
    if (isRuleMessageKey(message)) return { field, rule: message };
  }
  return { field, rule: null };
}

/**
 * A body no shape of a union contract takes: the problem of the shape the body came closest to,
 * the first whose problem is a field given wrong rather than one left out (a body of the second
 * shape is told about its own field, not about the first shape's).
 */
function unionProblemOf(
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  schema: ContractSchema,
): ContractProblem {
  const options = (schema as { options?: ContractSchema[] }).options;
  // With `abortEarly`, each shape reports its first issue, in the union's order.
  const shapeOf = (index: number) =>
    options?.length === issues.length ? (options[index] ?? schema) : schema;
  const given = issues.findIndex((issue) => issue.input !== undefined);
  const index = given === -1 ? 0 : given;
  return problemOf(issues[index] ?? issues[0], shapeOf(index));
}

/** The schema of one field of an object schema (through pipes and wrappers), if there is one. */
function fieldSchema(schema: ContractSchema, path: string): ContractSchema | undefined {
  let current: unknown = schema;
  for (const key of path.split('.')) {
    while (isWrapper(current)) current = current.wrapped;
    const entries = (current as { entries?: Record<string, ContractSchema> }).entries;
    if (!entries || !Object.hasOwn(entries, key)) return undefined;
    current = entries[key];
  }
  return current as ContractSchema;
}

function isWrapper(schema: unknown): schema is { wrapped: unknown } {
  return typeof schema === 'object' && schema !== null && 'wrapped' in schema;
}

/** A request checked against its contract: the contract's output, or its first problem. */
export type ContractCheck<Output = unknown> =
  { ok: true; output: Output } | { ok: false; problem: ContractProblem };

/**
 * `input` checked against `schema`: its output (trimmed, normalized) or the first problem in the
 * schema's field order, which is what the API answers to a refused request.
 */
export function checkContract<Schema extends ContractSchema>(
  schema: Schema,
  input: unknown,
): ContractCheck<v.InferOutput<Schema>> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  return result.success
    ? { ok: true, output: result.output }
    : { ok: false, problem: problemOf(result.issues[0], schema) };
}

/**
 * Each field's first problem, as spec §5 says it in `locale`, by the field's dot path
 * (`birthday.day`): what a form shows under its fields.
 */
export function contractFieldMessages(
  schema: ContractSchema,
  input: unknown,
  locale: Locale,
): Map<string, string> {
  const messages = new Map<string, string>();
  // Every rule runs (a form shows all its mistakes at once); each field keeps its first.
  const result = v.safeParse(schema, input);
  for (const issue of result.issues ?? []) {
    const { field, rule, example } = problemOf(issue, schema);
    if (field === null || rule === null || messages.has(field)) continue;
    messages.set(field, ruleMessage(rule, locale, example));
  }
  return messages;
}
