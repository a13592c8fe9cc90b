import { registerEnumType } from '@nestjs/graphql';

/** The site's languages as the GraphQL enum `Language` (a reader's language in the catalogue, a member's mail language). */
export const ReaderLanguage = { he: 'he', en: 'en' } as const;
registerEnumType(ReaderLanguage, { name: 'Language', description: 'A reader language: he (Hebrew) or en (English)' });
