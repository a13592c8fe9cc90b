import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MAIL_FREQUENCIES, type MailFrequency as MailFrequencyName } from '@pepper-atlas/domain';
import { IsIn, IsOptional } from 'class-validator';

export const MailFrequency = Object.fromEntries(MAIL_FREQUENCIES.map((f) => [f, f])) as { [K in MailFrequencyName]: K };
registerEnumType(MailFrequency, {
  name: 'MailFrequency',
  description: 'How often a kind of notification is mailed',
  valuesMap: {
    immediate: { description: 'A mail for each, soon after it happens (a watched topic at most once an hour until read)' },
    daily: { description: 'One daily digest listing them (MAIL_DIGEST_HOUR, UTC)' },
    never: { description: 'No mail' },
  },
});

@ObjectType({ description: 'Which notifications the member gets by mail, and how often; nothing is mailed before the address is confirmed' })
export class NotificationMailPreferences {
  @Field(() => MailFrequency, { description: 'Mentions of my @username' })
  mention: MailFrequencyName;

  @Field(() => MailFrequency, { description: 'Replies to my comments and comments on my topics' })
  reply: MailFrequencyName;

  @Field(() => MailFrequency, { description: 'New comments in topics I watch' })
  watched: MailFrequencyName;

  @Field({ description: 'Whether the account email address is confirmed (no mail is sent to an unconfirmed address)' })
  emailVerified: boolean;
}

@InputType({ description: 'Kinds left out keep their setting' })
export class NotificationMailPreferencesInput {
  @Field(() => MailFrequency, { nullable: true }) @IsOptional() @IsIn(MAIL_FREQUENCIES) mention?: MailFrequencyName;
  @Field(() => MailFrequency, { nullable: true }) @IsOptional() @IsIn(MAIL_FREQUENCIES) reply?: MailFrequencyName;
  @Field(() => MailFrequency, { nullable: true }) @IsOptional() @IsIn(MAIL_FREQUENCIES) watched?: MailFrequencyName;
}
