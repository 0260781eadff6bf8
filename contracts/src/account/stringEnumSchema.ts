import { Type } from '@sinclair/typebox';

/**
 * A string that must be one of `values`, as JSON Schema's `enum`. A union of literals would check the same, but a
 * wrong value would then be refused as "must be equal to constant" (the first literal's complaint); `enum` says
 * "must be equal to one of the allowed values". The type is the union of the values, taken from the same list.
 */
export const stringEnumSchema = <Value extends string>(values: readonly Value[]) =>
  Type.Unsafe<Value>({ type: 'string', enum: [...values] });
