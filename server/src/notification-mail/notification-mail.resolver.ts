import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Language } from '@pepper-atlas/domain';
import type { User } from '../accounts/user.entity.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { ReaderLanguage } from '../common/graphql/language.enum.js';
import { NotificationMailService } from './notification-mail.service.js';
import { NotificationMailPreferences, NotificationMailPreferencesInput } from './notification-mail.types.js';

/** The signed-in member's mail settings (the global guard refuses guests). */
@Resolver()
export class NotificationMailResolver {
  constructor(private readonly service: NotificationMailService) {}

  @Query(() => NotificationMailPreferences)
  notificationMailPreferences(@CurrentUser() user: User): Promise<NotificationMailPreferences> {
    return this.service.mailSettings(user.id);
  }

  @Mutation(() => NotificationMailPreferences)
  updateNotificationMailPreferences(
    @Args('input') input: NotificationMailPreferencesInput,
    @CurrentUser() user: User,
  ): Promise<NotificationMailPreferences> {
    return this.service.updatePreferences(user.id, input);
  }

  @Mutation(() => ReaderLanguage, { description: "The language of my mails: the client sets it to the site's language I chose" })
  setMyLanguage(@Args('language', { type: () => ReaderLanguage }) language: Language, @CurrentUser() user: User): Promise<Language> {
    return this.service.setLanguage(user.id, language);
  }
}
