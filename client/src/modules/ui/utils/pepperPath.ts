/** The address of a pepper's page (here rather than in modules/peppers, so a recipe's page can link its peppers). */
export function pepperPath(slug: string): string {
  return `/peppers/${encodeURIComponent(slug)}`;
}
