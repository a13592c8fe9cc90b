/** Scale-out tests: two app processes on one PostgreSQL and one Redis, and a PostgreSQL outage (need TEST_DATABASE_URL and TEST_REDIS_URL). */
import base from './jest.config.mjs';

export default { ...base, roots: ['<rootDir>/scale-out'] };
