import { IsInt, Min, validate } from 'class-validator';
import { keepValidationRules } from './validation.js';

describe('keepValidationRules', () => {
  it("gives each class its own and its parents' rules, and a rule declared after a validation counts", async () => {
    keepValidationRules();
    keepValidationRules();
    class Base {
      @IsInt()
      n!: number;
    }
    class Child extends Base {
      @Min(5)
      m!: number;
    }
    const failed = async (value: object) => (await validate(value)).map((error) => error.property).sort();
    expect(await failed(Object.assign(new Child(), { n: 1.5, m: 2 }))).toEqual(['m', 'n']);
    expect(await failed(Object.assign(new Child(), { n: 1, m: 7 }))).toEqual([]);
    expect(await failed(Object.assign(new Base(), { n: 1.5, m: 2 }))).toEqual(['n']);
    // A rule added to a class whose rules were looked up already.
    IsInt()(Child.prototype, 'k');
    expect(await failed(Object.assign(new Child(), { n: 1, m: 7, k: 'x' }))).toEqual(['k']);
    expect(await failed(Object.assign(new Base(), { n: 1, k: 'x' }))).toEqual([]);
  });
});
