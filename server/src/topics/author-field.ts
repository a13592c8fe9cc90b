import { AppError, ErrorCode } from '../common/errors/app-error.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import type { User } from '../accounts/user.entity.js';

/** The author of a topic or comment: already joined, or batched through the request's loader. */
export async function resolveAuthor(item: { author?: User; authorId: string }, ctx: GraphqlContext): Promise<User> {
  const author = item.author ?? (await ctx.loaders.userById.load(item.authorId));
  if (!author) throw new AppError(ErrorCode.NOT_FOUND, 'Author not found.');
  return author;
}
