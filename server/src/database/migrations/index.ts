import { Initial1795313474456 } from './1795313474456-Initial.js';

/** Every migration in order, listed explicitly (globs do not work in both CommonJS and ESM). */
export const MIGRATIONS: Function[] = [Initial1795313474456];
