import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { RequireVerifiedEmail } from '../common/decorators/require-verified-email.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { postImageUrl } from '../uploads/image-urls.utils.js';
import { readLimited } from '../uploads/uploads.service.js';
import { User } from '../accounts/user.entity.js';
import { PostImage } from './post-image.entity.js';
import { postImagesKey, PostImagesService } from './post-images.service.js';
import { Topic } from './topic.entity.js';

@Resolver(() => PostImage)
export class PostImagesResolver {
  constructor(private readonly service: PostImagesService) {}

  @RequireVerifiedEmail()
  @Mutation(() => PostImage, {
    description:
      'Uploads a photo for a topic or comment being written (JPEG, PNG, WebP, GIF or AVIF, up to 10 MB): checked by content, ' +
      're-encoded to WebP without metadata, kept unattached until the post names it in `images` (new accounts: 12 a day)',
  })
  async uploadPostImage(
    @Args({ name: 'file', type: () => GraphQLUpload })
    file: Promise<FileUpload>,
    @CurrentUser() user: User,
  ): Promise<PostImage> {
    const upload = await file;
    return this.service.upload(await readLimited(upload.createReadStream()), user);
  }

  @Roles('admin', 'moderator')
  @Mutation(() => Boolean, {
    description: 'Removes one photo from its post (its files deleted, the author told, audited)',
  })
  removePostImage(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: User): Promise<boolean> {
    return this.service.remove(id, user);
  }

  @Public()
  @ResolveField(() => Boolean, {
    description: 'Removed by a moderator (only a report still shows it; its files are gone)',
  })
  removed(@Parent() image: PostImage): boolean {
    return image.removedAt !== null;
  }

  @Public()
  @ResolveField(() => String, {
    description: 'The largest size (1280 px wide at most), for the lightbox',
  })
  url(@Parent() image: PostImage): string {
    return postImageUrl(image.fileKey, 1280);
  }

  @Public()
  @ResolveField(() => String, {
    description: 'A small size (320 px wide at most), for the gallery and the composer',
  })
  thumbnailUrl(@Parent() image: PostImage): string {
    return postImageUrl(image.fileKey, 320);
  }

  @Public()
  @ResolveField(() => String, {
    description: '`srcset` of its sizes (320w, 640w, 1280w)',
  })
  srcSet(@Parent() image: PostImage): string {
    return ([320, 640, 1280] as const).map((width) => `${postImageUrl(image.fileKey, width)} ${width}w`).join(', ');
  }
}

/** `Topic.images`: the topic's own photos (its comments have theirs). */
@Resolver(() => Topic)
export class TopicImagesResolver {
  @Public()
  @ResolveField(() => [PostImage], {
    description: 'Its photos in gallery order (removed ones left out)',
  })
  images(@Parent() topic: Topic, @Context() ctx: GraphqlContext): Promise<PostImage[]> {
    return ctx.loaders.postImagesOf.load(postImagesKey({ topicId: topic.id, commentId: null }));
  }
}
