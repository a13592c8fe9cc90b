import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { AppError, ErrorCode } from './errors/app-error.js';

function firstMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[path] = messages[0];
    Object.assign(fields, firstMessages(error.children ?? [], path));
  }
  return fields;
}

/** Uploads arrive as promises of a file stream: nothing for class-validator to check. */
class AppValidationPipe extends ValidationPipe {
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    return metadata.metatype !== Promise && super.toValidate(metadata);
  }
}

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type RulesLookup = MetadataStorage['getTargetValidationMetadatas'];

/**
 * class-validator looks up a class's rules on every validation by walking every class with rules in the app (an
 * `instanceof` each, for inherited rules): 2 % of the CPU of a catalogue request (issue 34). The rules are declared as
 * classes load, so each class's are kept here per set of options, and forgotten whenever a rule is added. Installed once
 * on the storage every copy of class-validator shares (it lives on the global object).
 */
export function keepValidationRules(storage: MetadataStorage = getMetadataStorage()): void {
  const marked = storage as MetadataStorage & { rulesKept?: true };
  if (marked.rulesKept) return;
  marked.rulesKept = true;
  const lookup: RulesLookup = storage.getTargetValidationMetadatas.bind(storage);
  const kept = new Map<unknown, Map<string, ReturnType<RulesLookup>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const options = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? '-'}`;
    let byOptions = kept.get(target);
    if (!byOptions) kept.set(target, (byOptions = new Map()));
    let rules = byOptions.get(options);
    if (!rules) byOptions.set(options, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
  for (const add of ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'] as const) {
    const original = storage[add].bind(storage) as (value: never) => void;
    (storage[add] as (value: never) => void) = (value: never) => {
      kept.clear();
      original(value);
    };
  }
}

/** Input validation for REST and GraphQL: unknown fields are stripped, field messages returned. */
export function createValidationPipe(): ValidationPipe {
  keepValidationRules();
  return new AppValidationPipe({
    whitelist: true,
    transform: true,
    // No implicit conversion: it would read 'maybe' as true. Query strings convert explicitly (@Type).
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = firstMessages(errors);
      const first = Object.values(fields)[0];
      return new AppError(ErrorCode.BAD_USER_INPUT, first ?? 'Please check your input and try again.', { fields });
    },
  });
}
