import { ApiProperty } from '@nestjs/swagger';
import { SWAGGER_METADATA } from './swagger-metadata.js';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';

type Schema = Record<string, unknown>;

/** What each class-validator rule says about the value's schema (the rules this server uses). */
function applyRule(rule: ValidationMetadata, schema: Schema): void {
  const [first, second] = (rule.constraints ?? []) as unknown[];
  switch (rule.name) {
    case 'isString':
      schema.type ??= 'string';
      break;
    case 'isBoolean':
      schema.type = 'boolean';
      break;
    case 'isInt':
      schema.type = 'integer';
      break;
    case 'isNumber':
      schema.type = 'number';
      break;
    case 'isUUID':
      schema.type = 'string';
      schema.format = 'uuid';
      break;
    case 'isEmail':
      schema.type = 'string';
      schema.format = 'email';
      break;
    case 'isIn': {
      const values = first as unknown[];
      schema.enum = values;
      schema.type = typeof values[0] === 'number' ? 'number' : 'string';
      break;
    }
    case 'maxLength':
      schema.maxLength = first;
      break;
    case 'minLength':
      schema.minLength = first;
      break;
    case 'isLength':
      schema.minLength = first;
      if (second !== undefined) schema.maxLength = second;
      break;
    case 'min':
      schema.minimum = first;
      break;
    case 'max':
      schema.maximum = first;
      break;
  }
}

function propertySchema(target: Function, property: string, rules: ValidationMetadata[]): { schema: Schema; required: boolean } {
  const item: Schema = {};
  const array: Schema = {};
  let required = true;
  let isArray = false;
  for (const rule of rules) {
    if (rule.type === 'conditionalValidation') required = false;
    if (rule.type === 'nestedValidation' && rule.each) isArray = true;
    if (rule.name === 'isArray') isArray = true;
    else if (rule.name === 'arrayMaxSize') array.maxItems = rule.constraints[0];
    else if (rule.name === 'arrayMinSize') array.minItems = rule.constraints[0];
    else {
      if (rule.each) isArray = true;
      applyRule(rule, item);
    }
  }
  const designType = Reflect.getMetadata('design:type', target.prototype, property) as Function | undefined;
  if (designType === Array) isArray = true;
  // A nested input (ValidateNested) is documented as its own class.
  const nested = rules.some((rule) => rule.type === 'nestedValidation') && !isArray ? designType : undefined;
  const type = nested ?? item.type ?? designTypeName(designType);
  if (!isArray) return { schema: { ...item, type }, required };
  // Rules marked `each` describe the items; a class is documented by reference.
  const schema = typeof type === 'string' ? { ...array, type: 'array', items: { ...item, type } } : { ...array, type, isArray: true };
  return { schema, required };
}

function designTypeName(type: Function | undefined): string {
  if (type === Number) return 'number';
  if (type === Boolean) return 'boolean';
  return 'string';
}

function defaultsOf(target: Function): Record<string, unknown> {
  try {
    return { ...(new (target as new () => object)() as Record<string, unknown>) };
  } catch {
    return {};
  }
}

/**
 * Documents every class that the validation pipe checks (bodies, query strings, path parameters) from
 * its class-validator rules, so the OpenAPI document and the validation can never disagree: types,
 * enums, bounds, lengths, optional fields and the defaults the class fills in. A property that
 * already has an explicit @ApiProperty keeps it.
 */
export function documentValidatedClasses(): void {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Function, ValidationMetadata[]> };
  for (const target of storage.validationMetadatas.keys()) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
    const byProperty = new Map<string, ValidationMetadata[]>();
    for (const rule of rules) byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
    const defaults = defaultsOf(target);
    for (const [property, propertyRules] of byProperty) {
      if (Reflect.hasMetadata(SWAGGER_METADATA.property, target.prototype, property)) continue;
      const { schema, required } = propertySchema(target, property, propertyRules);
      const fallback = defaults[property];
      ApiProperty({
        ...schema,
        required: required && fallback === undefined,
        ...(fallback !== undefined ? { default: fallback } : {}),
      } as never)(target.prototype, property);
    }
  }
}
