import { AuditEntry } from '../audit/audit-entry.entity.js';
import { ApiKey } from '../apikeys/api-key.entity.js';
import { BudgetWindow } from '../budgets/budget-window.entity.js';
import { CaptchaUse } from '../auth/captcha-use.entity.js';
import { LoginAttempt } from '../auth/login-attempt.entity.js';
import { RecoveryCode } from '../auth/recovery-code.entity.js';
import { Report } from '../reports/report.entity.js';
import { CommentLike, TopicLike } from '../topics/forum-reaction.entities.js';
import { Bookmark, TopicWatch } from '../topics/follow.entities.js';
import { Guide, NewsEvent, Recipe } from '../content/content.entities.js';
import { Pepper } from '../peppers/pepper.entity.js';
import { Favorite, PepperLike } from '../peppers/pepper-reaction.entities.js';
import { PepperChangeSet } from '../peppers/pepper-change-set.entity.js';
import { Setting } from '../settings/setting.entity.js';
import { Comment } from '../topics/comment.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { PostImage } from '../topics/post-image.entity.js';
import { StoredFile } from '../uploads/stored-file.entity.js';
import { User } from '../accounts/user.entity.js';
import { Notification } from '../inbox/notification.entity.js';
import { NotificationPreference } from '../inbox/notification-preference.entity.js';
import { MailDigest } from '../notification-mail/mail-digest.entity.js';

/** Every entity, listed explicitly: globs do not work in both CommonJS builds and ESM tests. */
export const ENTITIES = [
  User,
  Pepper,
  PepperLike,
  Favorite,
  Topic,
  Comment,
  Setting,
  LoginAttempt,
  NewsEvent,
  Recipe,
  Guide,
  TopicLike,
  CommentLike,
  Report,
  AuditEntry,
  CaptchaUse,
  RecoveryCode,
  PepperChangeSet,
  StoredFile,
  Notification,
  NotificationPreference,
  MailDigest,
  ApiKey,
  BudgetWindow,
  TopicWatch,
  Bookmark,
  PostImage,
];
