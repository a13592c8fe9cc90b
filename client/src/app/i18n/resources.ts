import enAdmin from '@/locales/en/admin.json';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import enForum from '@/locales/en/forum.json';
import enHome from '@/locales/en/home.json';
import enPeppers from '@/locales/en/peppers.json';
import heAdmin from '@/locales/he/admin.json';
import heAuth from '@/locales/he/auth.json';
import heCommon from '@/locales/he/common.json';
import heErrors from '@/locales/he/errors.json';
import heForum from '@/locales/he/forum.json';
import heHome from '@/locales/he/home.json';
import hePeppers from '@/locales/he/peppers.json';

/** Namespaces follow the feature modules. */
export const NAMESPACES = ['common', 'home', 'peppers', 'forum', 'admin', 'auth', 'errors'] as const;
export const DEFAULT_NAMESPACE = 'common';

export const resources = {
  en: {
    common: enCommon,
    home: enHome,
    peppers: enPeppers,
    forum: enForum,
    admin: enAdmin,
    auth: enAuth,
    errors: enErrors,
  },
  he: {
    common: heCommon,
    home: heHome,
    peppers: hePeppers,
    forum: heForum,
    admin: heAdmin,
    auth: heAuth,
    errors: heErrors,
  },
} as const;
