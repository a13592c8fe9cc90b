/** @pepper-atlas/domain: the one place for Pepper Atlas domain rules, shared by server and client. */
export * from './groups.js';
export * from './heat.js';
export * from './difficulty.js';
export * from './shu.js';
export * from './limits.js';
export * from './messages.js';
export * from './text.js';
export * from './validation.js';
export * from './format.js';
export * from './forum.js';
export * from './settings.js';
export * from './preferences.js';
export * from './roles.js';
export * from './captcha.js';
export * from './countries.js';
export * from './growing.js';
export * from './search.js';
