/** `lastName` → `last_name`: a contract's field name as the column that stores it. */
type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

export type SnakeCased<T> = {
  [Key in keyof T as Key extends string ? SnakeCase<Key> : never]: T[Key];
};

/** An object of a contract's fields as the columns of the same names in snake case. */
export function snakeCased<T extends object>(fields: T): SnakeCased<T> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value,
    ]),
  ) as SnakeCased<T>;
}
