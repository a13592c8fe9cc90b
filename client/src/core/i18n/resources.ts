import enAdmin from '@/locales/en/admin.json';
import enAdminModeration from '@/locales/en/adminModeration.json';
import enAdminPeppers from '@/locales/en/adminPeppers.json';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enContent from '@/locales/en/content.json';
import enErrors from '@/locales/en/errors.json';
import enForum from '@/locales/en/forum.json';
import enHome from '@/locales/en/home.json';
import enPeppers from '@/locales/en/peppers.json';
import enProfile from '@/locales/en/profile.json';
import heAdmin from '@/locales/he/admin.json';
import heAdminModeration from '@/locales/he/adminModeration.json';
import heAdminPeppers from '@/locales/he/adminPeppers.json';
import heAuth from '@/locales/he/auth.json';
import heCommon from '@/locales/he/common.json';
import heContent from '@/locales/he/content.json';
import heErrors from '@/locales/he/errors.json';
import heForum from '@/locales/he/forum.json';
import heHome from '@/locales/he/home.json';
import hePeppers from '@/locales/he/peppers.json';
import heProfile from '@/locales/he/profile.json';

export { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';

export const resources = {
  en: {
    common: enCommon,
    home: enHome,
    peppers: enPeppers,
    content: enContent,
    forum: enForum,
    admin: enAdmin,
    adminPeppers: enAdminPeppers,
    adminModeration: enAdminModeration,
    auth: enAuth,
    profile: enProfile,
    errors: enErrors,
  },
  he: {
    common: heCommon,
    home: heHome,
    peppers: hePeppers,
    content: heContent,
    forum: heForum,
    admin: heAdmin,
    adminPeppers: heAdminPeppers,
    adminModeration: heAdminModeration,
    auth: heAuth,
    profile: heProfile,
    errors: heErrors,
  },
} as const;
