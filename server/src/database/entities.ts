import { LoginAttempt } from '../auth/login-attempt.entity.js';
import { Pepper } from '../peppers/pepper.entity.js';
import { Setting } from '../settings/setting.entity.js';
import { Comment } from '../topics/comment.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/** Every entity, listed explicitly: globs do not work in both CommonJS builds and ESM tests. */
export const ENTITIES = [User, Pepper, Topic, Comment, Setting, LoginAttempt];
