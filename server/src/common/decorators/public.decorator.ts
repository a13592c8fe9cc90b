import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opts a route or resolver out of the global sign-in requirement (deny by default). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
