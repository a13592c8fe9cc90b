/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddCommentInput = {
  /** Reply to this comment */
  parentId?: string | number | null | undefined;
  text: string;
  topicId: string | number;
};

/** A solved proof-of-work captcha (see captchaChallenge) */
export type CaptchaSolutionInput = {
  challenge: string;
  solution: string;
};

export type ChangePasswordInput = {
  confirmPassword?: string | null | undefined;
  currentPassword: string;
  newPassword: string;
};

export type CreateTopicInput = {
  /** Defaults to general */
  category?: TopicCategory | null | undefined;
  /** The message as lines (paragraphs); blank lines are dropped */
  description: Array<string>;
  subject: string;
  title: string;
};

export type CreateUserInput = {
  /** Image URL or an emoji shown as the avatar */
  avatar?: string | null | undefined;
  bio?: string | null | undefined;
  /** Needed to sign up, and to sign in after 2 failed attempts, when the captcha setting is on */
  captcha?: CaptchaSolutionInput | null | undefined;
  email: string;
  firstName: string;
  /** Defaults to true */
  isActive?: boolean | null | undefined;
  lastName: string;
  password: string;
  /** Defaults to user */
  role?: UserRole | null | undefined;
  username: string;
};

export type LoginInput = {
  /** Needed to sign up, and to sign in after 2 failed attempts, when the captcha setting is on */
  captcha?: CaptchaSolutionInput | null | undefined;
  email: string;
  password: string;
};

export type PepperInput = {
  color?: string | null | undefined;
  description?: string | null | undefined;
  difficulty?: string | null | undefined;
  flavor?: string | null | undefined;
  group?: string | null | undefined;
  growingTime?: string | null | undefined;
  heatLevel?: string | null | undefined;
  hebDescription?: string | null | undefined;
  hebFlavor?: string | null | undefined;
  hebName?: string | null | undefined;
  hebOrigin?: string | null | undefined;
  /** URL of an image uploaded with POST /api/upload-image; null removes the image */
  img?: string | null | undefined;
  /** Defaults to true for a new pepper */
  isActive?: boolean | null | undefined;
  /** Defaults to false for a new pepper */
  isFeatured?: boolean | null | undefined;
  name?: string | null | undefined;
  origin?: string | null | undefined;
  shape?: string | null | undefined;
  shu?: string | null | undefined;
};

/** newest and oldest order by when the pepper was added */
export type PepperSortBy = 'lastUpdated' | 'name' | 'newest' | 'oldest' | 'popularity' | 'shu';

/** inactive and all are for admins */
export type PepperStatus = 'active' | 'all' | 'inactive';

/** active: activate/deactivate; featured: feature/unfeature */
export type PepperStatusAction = 'active' | 'featured';

export type RegisterInput = {
  /** Needed to sign up, and to sign in after 2 failed attempts, when the captcha setting is on */
  captcha?: CaptchaSolutionInput | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  username: string;
};

export type ReportContentInput = {
  /** The comment reported */
  commentId?: string | number | null | undefined;
  description: string;
  /** The topic reported (leave out when reporting a comment) */
  topicId?: string | number | null | undefined;
  type: ReportType;
};

/** pending -> reviewed -> resolved, or pending -> resolved */
export type ReportStatus = 'pending' | 'resolved' | 'reviewed';

export type ReportType = 'harassment' | 'inappropriate' | 'other' | 'spam';

export type SettingsInput = {
  captcha?: boolean | null | undefined;
  commentsPerPage?: number | null | undefined;
  emailVerification?: boolean | null | undefined;
  loginAttemptLimit?: number | null | undefined;
  passwordMinLength?: number | null | undefined;
  twoFactor?: boolean | null | undefined;
};

export type SortOrder = 'asc' | 'desc';

export type TopicCategory = 'diseases' | 'general' | 'growing' | 'identification' | 'recipe' | 'tips';

export type TopicSortBy = 'comments' | 'date' | 'views';

export type UpdatePepperInput = {
  color?: string | null | undefined;
  description?: string | null | undefined;
  difficulty?: string | null | undefined;
  flavor?: string | null | undefined;
  group?: string | null | undefined;
  growingTime?: string | null | undefined;
  heatLevel?: string | null | undefined;
  hebDescription?: string | null | undefined;
  hebFlavor?: string | null | undefined;
  hebName?: string | null | undefined;
  hebOrigin?: string | null | undefined;
  /** URL of an image uploaded with POST /api/upload-image; null removes the image */
  img?: string | null | undefined;
  /** Defaults to true for a new pepper */
  isActive?: boolean | null | undefined;
  /** Defaults to false for a new pepper */
  isFeatured?: boolean | null | undefined;
  name?: string | null | undefined;
  origin?: string | null | undefined;
  shape?: string | null | undefined;
  shu?: string | null | undefined;
};

export type UpdateProfileInput = {
  /** Image URL or an emoji shown as the avatar */
  avatar?: string | null | undefined;
  bio?: string | null | undefined;
  /** Needed to sign up, and to sign in after 2 failed attempts, when the captcha setting is on */
  captcha?: CaptchaSolutionInput | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  username?: string | null | undefined;
};

export type UpdateTopicInput = {
  /** Defaults to general */
  category?: TopicCategory | null | undefined;
  /** The message as lines (paragraphs); blank lines are dropped */
  description?: Array<string> | null | undefined;
  subject?: string | null | undefined;
  title?: string | null | undefined;
};

/** admin (shown as manager), moderator or user */
export type UserRole = 'admin' | 'moderator' | 'user';

export type UserSortBy = 'email' | 'joinDate' | 'lastName' | 'postsCount' | 'role' | 'username';

export type AdminUserQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminUserQuery = {
  __typename: 'Query';
  user: {
    __typename: 'User';
    bio: string | null;
    id: string;
    username: string;
    email: string | null;
    firstName: string;
    lastName: string;
    avatar: string | null;
    role: UserRole;
    isActive: boolean;
    joinDate: string;
    postsCount: number;
  };
};

export type AdminUserFieldsFragment = {
  __typename: 'User';
  id: string;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: UserRole;
  isActive: boolean;
  joinDate: string;
  postsCount: number;
};

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: UserRole | null | undefined;
  isActive?: boolean | null | undefined;
  sortBy: UserSortBy;
  sortOrder: SortOrder;
  skip: number;
  take: number;
}>;

export type AdminUsersQuery = {
  __typename: 'Query';
  users: {
    __typename: 'UserList';
    totalItems: number;
    items: Array<{
      __typename: 'User';
      id: string;
      username: string;
      email: string | null;
      firstName: string;
      lastName: string;
      avatar: string | null;
      role: UserRole;
      isActive: boolean;
      joinDate: string;
      postsCount: number;
    }>;
  };
};

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;

export type CreateUserMutation = {
  __typename: 'Mutation';
  createUser: {
    __typename: 'User';
    id: string;
    username: string;
    email: string | null;
    firstName: string;
    lastName: string;
    avatar: string | null;
    role: UserRole;
    isActive: boolean;
    joinDate: string;
    postsCount: number;
  };
};

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteUserMutation = { __typename: 'Mutation'; deleteUser: string };

export type SetUserActiveMutationVariables = Exact<{
  id: string | number;
  isActive: boolean;
}>;

export type SetUserActiveMutation = { __typename: 'Mutation'; setUserActive: { __typename: 'User'; id: string; isActive: boolean } };

export type SetUserRoleMutationVariables = Exact<{
  id: string | number;
  role: UserRole;
}>;

export type SetUserRoleMutation = { __typename: 'Mutation'; setUserRole: { __typename: 'User'; id: string; role: UserRole } };

export type AuditLogQueryVariables = Exact<{
  skip: number;
  take: number;
}>;

export type AuditLogQuery = {
  __typename: 'Query';
  auditLog: {
    __typename: 'AuditList';
    totalItems: number;
    items: Array<{
      __typename: 'AuditEntry';
      id: string;
      action: string;
      targetType: string;
      targetId: string | null;
      targetLabel: string | null;
      createdAt: string;
      actor: { __typename: 'User'; id: string; username: string } | null;
    }>;
  };
};

export type DashboardStatsQueryVariables = Exact<{ [key: string]: never }>;

export type DashboardStatsQuery = {
  __typename: 'Query';
  dashboardStats: {
    __typename: 'DashboardStats';
    users: number;
    activeUsers: number;
    peppers: number;
    activePeppers: number;
    topics: number;
    comments: number;
    openReports: number;
    recentActivity: Array<{
      __typename: 'ActivityItem';
      kind: string;
      id: string;
      label: string;
      actor: string | null;
      topicId: string | null;
      createdAt: string;
    }>;
  };
};

export type ModerationTopicsQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
  limit: number;
}>;

export type ModerationTopicsQuery = {
  __typename: 'Query';
  topics: {
    __typename: 'TopicPage';
    currentPage: number;
    totalPages: number;
    total: number;
    topics: Array<{
      __typename: 'Topic';
      id: string;
      title: string;
      subject: string;
      description: Array<string>;
      category: TopicCategory;
      pinned: boolean;
      locked: boolean;
      views: number;
      commentsCount: number;
      likes: number;
      createDate: string;
      author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
    }>;
    pinnedTopics: Array<{
      __typename: 'Topic';
      id: string;
      title: string;
      subject: string;
      description: Array<string>;
      category: TopicCategory;
      pinned: boolean;
      locked: boolean;
      views: number;
      commentsCount: number;
      likes: number;
      createDate: string;
      author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
    }>;
    stats: { __typename: 'ForumStats'; totalTopics: number };
  };
};

export type ReportFieldsFragment = {
  __typename: 'Report';
  id: string;
  type: ReportType;
  status: ReportStatus;
  description: string;
  createdAt: string;
  reviewedAt: string | null;
  resolvedAt: string | null;
  resolutionNote: string | null;
  topicId: string | null;
  commentId: string | null;
  reporter: { __typename: 'User'; id: string; username: string } | null;
  reportedUser: { __typename: 'User'; id: string; username: string; role: UserRole; isActive: boolean } | null;
  topic: { __typename: 'Topic'; id: string; title: string } | null;
  comment: { __typename: 'Comment'; id: string; text: string } | null;
};

export type ReportsQueryVariables = Exact<{
  status?: ReportStatus | null | undefined;
  skip: number;
  take: number;
}>;

export type ReportsQuery = {
  __typename: 'Query';
  reports: {
    __typename: 'ReportList';
    totalItems: number;
    items: Array<{
      __typename: 'Report';
      id: string;
      type: ReportType;
      status: ReportStatus;
      description: string;
      createdAt: string;
      reviewedAt: string | null;
      resolvedAt: string | null;
      resolutionNote: string | null;
      topicId: string | null;
      commentId: string | null;
      reporter: { __typename: 'User'; id: string; username: string } | null;
      reportedUser: { __typename: 'User'; id: string; username: string; role: UserRole; isActive: boolean } | null;
      topic: { __typename: 'Topic'; id: string; title: string } | null;
      comment: { __typename: 'Comment'; id: string; text: string } | null;
    }>;
  };
};

export type ResetSettingsMutationVariables = Exact<{ [key: string]: never }>;

export type ResetSettingsMutation = {
  __typename: 'Mutation';
  resetSettings: {
    __typename: 'SiteSettings';
    commentsPerPage: number;
    passwordMinLength: number;
    loginAttemptLimit: number;
    emailVerification: boolean;
    captcha: boolean;
    twoFactor: boolean;
  };
};

export type ResolveReportMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;

export type ResolveReportMutation = {
  __typename: 'Mutation';
  resolveReport: {
    __typename: 'Report';
    id: string;
    type: ReportType;
    status: ReportStatus;
    description: string;
    createdAt: string;
    reviewedAt: string | null;
    resolvedAt: string | null;
    resolutionNote: string | null;
    topicId: string | null;
    commentId: string | null;
    reporter: { __typename: 'User'; id: string; username: string } | null;
    reportedUser: { __typename: 'User'; id: string; username: string; role: UserRole; isActive: boolean } | null;
    topic: { __typename: 'Topic'; id: string; title: string } | null;
    comment: { __typename: 'Comment'; id: string; text: string } | null;
  };
};

export type ReviewReportMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;

export type ReviewReportMutation = {
  __typename: 'Mutation';
  reviewReport: {
    __typename: 'Report';
    id: string;
    type: ReportType;
    status: ReportStatus;
    description: string;
    createdAt: string;
    reviewedAt: string | null;
    resolvedAt: string | null;
    resolutionNote: string | null;
    topicId: string | null;
    commentId: string | null;
    reporter: { __typename: 'User'; id: string; username: string } | null;
    reportedUser: { __typename: 'User'; id: string; username: string; role: UserRole; isActive: boolean } | null;
    topic: { __typename: 'Topic'; id: string; title: string } | null;
    comment: { __typename: 'Comment'; id: string; text: string } | null;
  };
};

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type SiteSettingsQuery = {
  __typename: 'Query';
  settings: {
    __typename: 'SiteSettings';
    commentsPerPage: number;
    passwordMinLength: number;
    loginAttemptLimit: number;
    emailVerification: boolean;
    captcha: boolean;
    twoFactor: boolean;
  };
};

export type SiteSettingsFieldsFragment = {
  __typename: 'SiteSettings';
  commentsPerPage: number;
  passwordMinLength: number;
  loginAttemptLimit: number;
  emailVerification: boolean;
  captcha: boolean;
  twoFactor: boolean;
};

export type UpdateSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;

export type UpdateSettingsMutation = {
  __typename: 'Mutation';
  updateSettings: {
    __typename: 'SiteSettings';
    commentsPerPage: number;
    passwordMinLength: number;
    loginAttemptLimit: number;
    emailVerification: boolean;
    captcha: boolean;
    twoFactor: boolean;
  };
};

export type AdminPepperQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminPepperQuery = {
  __typename: 'Query';
  pepper: {
    __typename: 'Pepper';
    id: string;
    name: string;
    hebName: string | null;
    group: string;
    shu: string;
    shuMin: number;
    shuMax: number | null;
    description: string | null;
    hebDescription: string | null;
    origin: string | null;
    hebOrigin: string | null;
    flavor: string | null;
    hebFlavor: string | null;
    heatLevel: string | null;
    growingTime: string | null;
    difficulty: string;
    color: string | null;
    shape: string | null;
    img: string | null;
    imageSrcSet: string | null;
    isActive: boolean;
    isFeatured: boolean;
    views: number;
    likes: number;
    lastUpdated: string;
  };
};

export type AdminPepperFieldsFragment = {
  __typename: 'Pepper';
  id: string;
  name: string;
  hebName: string | null;
  group: string;
  shu: string;
  shuMin: number;
  shuMax: number | null;
  description: string | null;
  hebDescription: string | null;
  origin: string | null;
  hebOrigin: string | null;
  flavor: string | null;
  hebFlavor: string | null;
  heatLevel: string | null;
  growingTime: string | null;
  difficulty: string;
  color: string | null;
  shape: string | null;
  img: string | null;
  imageSrcSet: string | null;
  isActive: boolean;
  isFeatured: boolean;
  views: number;
  likes: number;
  lastUpdated: string;
};

export type AdminPepperListQueryVariables = Exact<{
  search?: string | null | undefined;
  groups?: Array<string> | string | null | undefined;
  featured?: boolean | null | undefined;
  status: PepperStatus;
  sortBy: PepperSortBy;
  sortOrder: SortOrder;
  skip: number;
  take: number;
}>;

export type AdminPepperListQuery = {
  __typename: 'Query';
  peppers: {
    __typename: 'PepperList';
    totalItems: number;
    items: Array<{
      __typename: 'Pepper';
      id: string;
      name: string;
      hebName: string | null;
      group: string;
      shu: string;
      shuMin: number;
      shuMax: number | null;
      description: string | null;
      hebDescription: string | null;
      origin: string | null;
      hebOrigin: string | null;
      flavor: string | null;
      hebFlavor: string | null;
      heatLevel: string | null;
      growingTime: string | null;
      difficulty: string;
      color: string | null;
      shape: string | null;
      img: string | null;
      imageSrcSet: string | null;
      isActive: boolean;
      isFeatured: boolean;
      views: number;
      likes: number;
      lastUpdated: string;
    }>;
  };
};

export type BulkDeletePeppersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type BulkDeletePeppersMutation = {
  __typename: 'Mutation';
  bulkDeletePeppers: {
    __typename: 'BulkResult';
    applied: boolean;
    count: number;
    results: Array<{ __typename: 'BulkItemResult'; id: string; ok: boolean; error: string | null }>;
  };
};

export type BulkSetPepperStatusMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  action: PepperStatusAction;
  value: boolean;
}>;

export type BulkSetPepperStatusMutation = {
  __typename: 'Mutation';
  bulkSetPepperStatus: {
    __typename: 'BulkResult';
    applied: boolean;
    count: number;
    results: Array<{ __typename: 'BulkItemResult'; id: string; ok: boolean; error: string | null }>;
  };
};

export type CreatePepperMutationVariables = Exact<{
  input: PepperInput;
}>;

export type CreatePepperMutation = {
  __typename: 'Mutation';
  createPepper: {
    __typename: 'Pepper';
    id: string;
    name: string;
    hebName: string | null;
    group: string;
    shu: string;
    shuMin: number;
    shuMax: number | null;
    description: string | null;
    hebDescription: string | null;
    origin: string | null;
    hebOrigin: string | null;
    flavor: string | null;
    hebFlavor: string | null;
    heatLevel: string | null;
    growingTime: string | null;
    difficulty: string;
    color: string | null;
    shape: string | null;
    img: string | null;
    imageSrcSet: string | null;
    isActive: boolean;
    isFeatured: boolean;
    views: number;
    likes: number;
    lastUpdated: string;
  };
};

export type DeletePepperMutationVariables = Exact<{
  id: string | number;
}>;

export type DeletePepperMutation = { __typename: 'Mutation'; deletePepper: { __typename: 'Pepper'; id: string } };

export type DeletePepperImageMutationVariables = Exact<{
  id: string | number;
}>;

export type DeletePepperImageMutation = {
  __typename: 'Mutation';
  deletePepperImage: { __typename: 'Pepper'; id: string; img: string | null; imageSrcSet: string | null; lastUpdated: string };
};

export type RestorePepperMutationVariables = Exact<{
  id: string | number;
}>;

export type RestorePepperMutation = {
  __typename: 'Mutation';
  restorePepper: {
    __typename: 'Pepper';
    id: string;
    name: string;
    hebName: string | null;
    group: string;
    shu: string;
    shuMin: number;
    shuMax: number | null;
    description: string | null;
    hebDescription: string | null;
    origin: string | null;
    hebOrigin: string | null;
    flavor: string | null;
    hebFlavor: string | null;
    heatLevel: string | null;
    growingTime: string | null;
    difficulty: string;
    color: string | null;
    shape: string | null;
    img: string | null;
    imageSrcSet: string | null;
    isActive: boolean;
    isFeatured: boolean;
    views: number;
    likes: number;
    lastUpdated: string;
  };
};

export type SetPepperStatusMutationVariables = Exact<{
  id: string | number;
  action: PepperStatusAction;
  value: boolean;
}>;

export type SetPepperStatusMutation = {
  __typename: 'Mutation';
  setPepperStatus: { __typename: 'Pepper'; id: string; isActive: boolean; isFeatured: boolean; lastUpdated: string };
};

export type UpdatePepperMutationVariables = Exact<{
  id: string | number;
  input: UpdatePepperInput;
}>;

export type UpdatePepperMutation = {
  __typename: 'Mutation';
  updatePepper: {
    __typename: 'Pepper';
    id: string;
    name: string;
    hebName: string | null;
    group: string;
    shu: string;
    shuMin: number;
    shuMax: number | null;
    description: string | null;
    hebDescription: string | null;
    origin: string | null;
    hebOrigin: string | null;
    flavor: string | null;
    hebFlavor: string | null;
    heatLevel: string | null;
    growingTime: string | null;
    difficulty: string;
    color: string | null;
    shape: string | null;
    img: string | null;
    imageSrcSet: string | null;
    isActive: boolean;
    isFeatured: boolean;
    views: number;
    likes: number;
    lastUpdated: string;
  };
};

export type AccountFieldsFragment = {
  __typename: 'User';
  bio: string | null;
  joinDate: string;
  postsCount: number;
  id: string;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: UserRole;
  isActive: boolean;
  emailVerified: boolean | null;
};

export type AccountSecurityPolicyQueryVariables = Exact<{ [key: string]: never }>;

export type AccountSecurityPolicyQuery = {
  __typename: 'Query';
  accountSecurityPolicy: { __typename: 'AccountSecurityPolicy'; emailVerification: boolean; captcha: boolean; twoFactor: boolean };
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type LoginMutation = {
  __typename: 'Mutation';
  login: {
    __typename: 'AuthPayload';
    accessToken: string;
    user: {
      __typename: 'User';
      bio: string | null;
      joinDate: string;
      postsCount: number;
      id: string;
      username: string;
      email: string | null;
      firstName: string;
      lastName: string;
      avatar: string | null;
      role: UserRole;
      isActive: boolean;
      emailVerified: boolean | null;
    };
  };
};

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  __typename: 'Query';
  me: {
    __typename: 'User';
    bio: string | null;
    joinDate: string;
    postsCount: number;
    id: string;
    username: string;
    email: string | null;
    firstName: string;
    lastName: string;
    avatar: string | null;
    role: UserRole;
    isActive: boolean;
    emailVerified: boolean | null;
  };
};

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RegisterMutation = {
  __typename: 'Mutation';
  register: {
    __typename: 'AuthPayload';
    accessToken: string;
    user: {
      __typename: 'User';
      bio: string | null;
      joinDate: string;
      postsCount: number;
      id: string;
      username: string;
      email: string | null;
      firstName: string;
      lastName: string;
      avatar: string | null;
      role: UserRole;
      isActive: boolean;
      emailVerified: boolean | null;
    };
  };
};

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never }>;

export type ResendVerificationEmailMutation = { __typename: 'Mutation'; resendVerificationEmail: boolean };

export type SessionUserFieldsFragment = {
  __typename: 'User';
  id: string;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: UserRole;
  isActive: boolean;
  emailVerified: boolean | null;
};

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;

export type VerifyEmailMutation = {
  __typename: 'Mutation';
  verifyEmail: { __typename: 'User'; id: string; emailVerified: boolean | null };
};

export type GuideFieldsFragment = {
  __typename: 'Guide';
  id: string;
  title: string;
  hebTitle: string;
  description: string;
  hebDescription: string;
  durationMinutes: number;
  level: string;
  views: number;
  body: Array<string>;
  hebBody: Array<string>;
};

export type GuidesQueryVariables = Exact<{
  skip: number;
  take: number;
}>;

export type GuidesQuery = {
  __typename: 'Query';
  guides: {
    __typename: 'GuideList';
    totalItems: number;
    items: Array<{
      __typename: 'Guide';
      id: string;
      title: string;
      hebTitle: string;
      description: string;
      hebDescription: string;
      durationMinutes: number;
      level: string;
      views: number;
      body: Array<string>;
      hebBody: Array<string>;
    }>;
  };
};

export type NewsEventFieldsFragment = {
  __typename: 'NewsEvent';
  id: string;
  title: string;
  hebTitle: string;
  text: string;
  hebText: string;
  date: string;
  location: string;
  hebLocation: string;
  attendees: number;
};

export type NewsEventsQueryVariables = Exact<{
  skip: number;
  take: number;
}>;

export type NewsEventsQuery = {
  __typename: 'Query';
  newsEvents: {
    __typename: 'NewsEventList';
    totalItems: number;
    items: Array<{
      __typename: 'NewsEvent';
      id: string;
      title: string;
      hebTitle: string;
      text: string;
      hebText: string;
      date: string;
      location: string;
      hebLocation: string;
      attendees: number;
    }>;
  };
};

export type RecipeFieldsFragment = {
  __typename: 'Recipe';
  id: string;
  title: string;
  hebTitle: string;
  description: string;
  hebDescription: string;
  difficulty: string;
  timeMinutes: number;
  rating: number;
  servings: number;
  ingredients: Array<string>;
  hebIngredients: Array<string>;
  steps: Array<string>;
  hebSteps: Array<string>;
};

export type RecipesQueryVariables = Exact<{
  skip: number;
  take: number;
}>;

export type RecipesQuery = {
  __typename: 'Query';
  recipes: {
    __typename: 'RecipeList';
    totalItems: number;
    items: Array<{
      __typename: 'Recipe';
      id: string;
      title: string;
      hebTitle: string;
      description: string;
      hebDescription: string;
      difficulty: string;
      timeMinutes: number;
      rating: number;
      servings: number;
      ingredients: Array<string>;
      hebIngredients: Array<string>;
      steps: Array<string>;
      hebSteps: Array<string>;
    }>;
  };
};

export type AddCommentMutationVariables = Exact<{
  input: AddCommentInput;
}>;

export type AddCommentMutation = {
  __typename: 'Mutation';
  addComment: {
    __typename: 'Comment';
    id: string;
    topicId: string;
    parentId: string | null;
    text: string;
    likes: number;
    likedByMe: boolean;
    createdAt: string;
    updatedAt: string;
    author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
    replies: Array<{ __typename: 'Comment'; id: string }>;
  };
};

export type CommentFieldsFragment = {
  __typename: 'Comment';
  id: string;
  topicId: string;
  parentId: string | null;
  text: string;
  likes: number;
  likedByMe: boolean;
  createdAt: string;
  updatedAt: string;
  author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
};

export type CreateTopicMutationVariables = Exact<{
  input: CreateTopicInput;
}>;

export type CreateTopicMutation = {
  __typename: 'Mutation';
  createTopic: {
    __typename: 'Topic';
    likedByMe: boolean;
    id: string;
    title: string;
    subject: string;
    description: Array<string>;
    category: TopicCategory;
    pinned: boolean;
    locked: boolean;
    views: number;
    commentsCount: number;
    likes: number;
    createDate: string;
    author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
  };
};

export type DeleteCommentMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCommentMutation = { __typename: 'Mutation'; deleteComment: boolean };

export type DeleteTopicMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteTopicMutation = { __typename: 'Mutation'; deleteTopic: boolean };

export type EditCommentMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;

export type EditCommentMutation = {
  __typename: 'Mutation';
  editComment: { __typename: 'Comment'; id: string; text: string; updatedAt: string };
};

export type ForumCategoryStatsQueryVariables = Exact<{ [key: string]: never }>;

export type ForumCategoryStatsQuery = {
  __typename: 'Query';
  categoryStats: Array<{ __typename: 'CategoryCount'; category: TopicCategory; count: number }>;
};

export type IncrementTopicViewsMutationVariables = Exact<{
  id: string | number;
}>;

export type IncrementTopicViewsMutation = { __typename: 'Mutation'; incrementTopicViews: number };

export type LockTopicMutationVariables = Exact<{
  id: string | number;
}>;

export type LockTopicMutation = {
  __typename: 'Mutation';
  lockTopic: { __typename: 'Topic'; id: string; pinned: boolean; locked: boolean };
};

export type PinTopicMutationVariables = Exact<{
  id: string | number;
}>;

export type PinTopicMutation = { __typename: 'Mutation'; pinTopic: { __typename: 'Topic'; id: string; pinned: boolean; locked: boolean } };

export type ReportContentMutationVariables = Exact<{
  input: ReportContentInput;
}>;

export type ReportContentMutation = { __typename: 'Mutation'; reportContent: { __typename: 'Report'; id: string; status: ReportStatus } };

export type ToggleCommentLikeMutationVariables = Exact<{
  id: string | number;
}>;

export type ToggleCommentLikeMutation = {
  __typename: 'Mutation';
  toggleCommentLike: { __typename: 'LikeResult'; liked: boolean; likes: number };
};

export type ToggleTopicLikeMutationVariables = Exact<{
  id: string | number;
}>;

export type ToggleTopicLikeMutation = {
  __typename: 'Mutation';
  toggleTopicLike: { __typename: 'LikeResult'; liked: boolean; likes: number };
};

export type TopicQueryVariables = Exact<{
  id: string | number;
}>;

export type TopicQuery = {
  __typename: 'Query';
  topic: {
    __typename: 'Topic';
    likedByMe: boolean;
    id: string;
    title: string;
    subject: string;
    description: Array<string>;
    category: TopicCategory;
    pinned: boolean;
    locked: boolean;
    views: number;
    commentsCount: number;
    likes: number;
    createDate: string;
    author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
  };
};

export type TopicCommentsQueryVariables = Exact<{
  id: string | number;
  page: number;
}>;

export type TopicCommentsQuery = {
  __typename: 'Query';
  topic: {
    __typename: 'Topic';
    id: string;
    locked: boolean;
    commentsCount: number;
    comments: {
      __typename: 'CommentPage';
      totalItems: number;
      page: number;
      totalPages: number;
      perPage: number;
      items: Array<{
        __typename: 'Comment';
        id: string;
        topicId: string;
        parentId: string | null;
        text: string;
        likes: number;
        likedByMe: boolean;
        createdAt: string;
        updatedAt: string;
        author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
        replies: Array<{
          __typename: 'Comment';
          id: string;
          topicId: string;
          parentId: string | null;
          text: string;
          likes: number;
          likedByMe: boolean;
          createdAt: string;
          updatedAt: string;
          author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
        }>;
      }>;
    };
  };
};

export type TopicFieldsFragment = {
  __typename: 'Topic';
  id: string;
  title: string;
  subject: string;
  description: Array<string>;
  category: TopicCategory;
  pinned: boolean;
  locked: boolean;
  views: number;
  commentsCount: number;
  likes: number;
  createDate: string;
  author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
};

export type TopicsQueryVariables = Exact<{
  search?: string | null | undefined;
  category?: TopicCategory | null | undefined;
  sortBy: TopicSortBy;
  sortOrder: SortOrder;
  page: number;
  limit: number;
}>;

export type TopicsQuery = {
  __typename: 'Query';
  topics: {
    __typename: 'TopicPage';
    currentPage: number;
    totalPages: number;
    total: number;
    topics: Array<{
      __typename: 'Topic';
      id: string;
      title: string;
      subject: string;
      description: Array<string>;
      category: TopicCategory;
      pinned: boolean;
      locked: boolean;
      views: number;
      commentsCount: number;
      likes: number;
      createDate: string;
      author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
    }>;
    pinnedTopics: Array<{
      __typename: 'Topic';
      id: string;
      title: string;
      subject: string;
      description: Array<string>;
      category: TopicCategory;
      pinned: boolean;
      locked: boolean;
      views: number;
      commentsCount: number;
      likes: number;
      createDate: string;
      author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
    }>;
    stats: { __typename: 'ForumStats'; totalTopics: number; totalViews: number; totalComments: number };
  };
};

export type UnlockTopicMutationVariables = Exact<{
  id: string | number;
}>;

export type UnlockTopicMutation = {
  __typename: 'Mutation';
  unlockTopic: { __typename: 'Topic'; id: string; pinned: boolean; locked: boolean };
};

export type UnpinTopicMutationVariables = Exact<{
  id: string | number;
}>;

export type UnpinTopicMutation = {
  __typename: 'Mutation';
  unpinTopic: { __typename: 'Topic'; id: string; pinned: boolean; locked: boolean };
};

export type UpdateTopicMutationVariables = Exact<{
  id: string | number;
  input: UpdateTopicInput;
}>;

export type UpdateTopicMutation = {
  __typename: 'Mutation';
  updateTopic: {
    __typename: 'Topic';
    id: string;
    title: string;
    subject: string;
    description: Array<string>;
    category: TopicCategory;
    pinned: boolean;
    locked: boolean;
    views: number;
    commentsCount: number;
    likes: number;
    createDate: string;
    author: { __typename: 'User'; id: string; username: string; firstName: string; lastName: string; avatar: string | null };
  };
};

export type HomeContentQueryVariables = Exact<{
  take: number;
}>;

export type HomeContentQuery = {
  __typename: 'Query';
  newsEvents: {
    __typename: 'NewsEventList';
    totalItems: number;
    items: Array<{
      __typename: 'NewsEvent';
      id: string;
      title: string;
      hebTitle: string;
      text: string;
      hebText: string;
      date: string;
      location: string;
      hebLocation: string;
      attendees: number;
    }>;
  };
  recipes: {
    __typename: 'RecipeList';
    totalItems: number;
    items: Array<{
      __typename: 'Recipe';
      id: string;
      title: string;
      hebTitle: string;
      description: string;
      hebDescription: string;
      difficulty: string;
      timeMinutes: number;
      rating: number;
      servings: number;
      ingredients: Array<string>;
      hebIngredients: Array<string>;
      steps: Array<string>;
      hebSteps: Array<string>;
    }>;
  };
  guides: {
    __typename: 'GuideList';
    totalItems: number;
    items: Array<{
      __typename: 'Guide';
      id: string;
      title: string;
      hebTitle: string;
      description: string;
      hebDescription: string;
      durationMinutes: number;
      level: string;
      views: number;
      body: Array<string>;
      hebBody: Array<string>;
    }>;
  };
};

export type HottestPeppersQueryVariables = Exact<{
  limit: number;
}>;

export type HottestPeppersQuery = {
  __typename: 'Query';
  hottestPeppers: Array<{
    __typename: 'Pepper';
    id: string;
    name: string;
    hebName: string | null;
    group: string;
    shu: string;
    shuMin: number;
    shuMax: number | null;
    description: string | null;
    hebDescription: string | null;
    origin: string | null;
    hebOrigin: string | null;
    growingTime: string | null;
    difficulty: string;
  }>;
};

export type AddFavoritesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type AddFavoritesMutation = { __typename: 'Mutation'; addFavorites: number };

export type CataloguePepperFieldsFragment = {
  __typename: 'Pepper';
  flavor: string | null;
  hebFlavor: string | null;
  heatLevel: string | null;
  color: string | null;
  shape: string | null;
  img: string | null;
  imageSrcSet: string | null;
  views: number;
  likes: number;
  lastUpdated: string;
  isFeatured: boolean;
  likedByMe: boolean;
  isFavorite: boolean;
  id: string;
  name: string;
  hebName: string | null;
  group: string;
  shu: string;
  shuMin: number;
  shuMax: number | null;
  description: string | null;
  hebDescription: string | null;
  origin: string | null;
  hebOrigin: string | null;
  growingTime: string | null;
  difficulty: string;
};

export type CataloguePeppersQueryVariables = Exact<{
  search?: string | null | undefined;
  heatLevels?: Array<string> | string | null | undefined;
  groups?: Array<string> | string | null | undefined;
  origins?: Array<string> | string | null | undefined;
  colors?: Array<string> | string | null | undefined;
  shapes?: Array<string> | string | null | undefined;
  featured?: boolean | null | undefined;
  favoritesOnly?: boolean | null | undefined;
  ids?: Array<string> | string | null | undefined;
  sortBy: PepperSortBy;
  sortOrder: SortOrder;
  skip: number;
  take: number;
}>;

export type CataloguePeppersQuery = {
  __typename: 'Query';
  peppers: {
    __typename: 'PepperList';
    totalItems: number;
    items: Array<{
      __typename: 'Pepper';
      flavor: string | null;
      hebFlavor: string | null;
      heatLevel: string | null;
      color: string | null;
      shape: string | null;
      img: string | null;
      imageSrcSet: string | null;
      views: number;
      likes: number;
      lastUpdated: string;
      isFeatured: boolean;
      likedByMe: boolean;
      isFavorite: boolean;
      id: string;
      name: string;
      hebName: string | null;
      group: string;
      shu: string;
      shuMin: number;
      shuMax: number | null;
      description: string | null;
      hebDescription: string | null;
      origin: string | null;
      hebOrigin: string | null;
      growingTime: string | null;
      difficulty: string;
    }>;
  };
};

export type ComparePeppersQueryVariables = Exact<{
  ids: Array<string> | string;
  take: number;
}>;

export type ComparePeppersQuery = {
  __typename: 'Query';
  peppers: {
    __typename: 'PepperList';
    totalItems: number;
    items: Array<{
      __typename: 'Pepper';
      flavor: string | null;
      hebFlavor: string | null;
      heatLevel: string | null;
      color: string | null;
      shape: string | null;
      img: string | null;
      imageSrcSet: string | null;
      views: number;
      likes: number;
      lastUpdated: string;
      isFeatured: boolean;
      likedByMe: boolean;
      isFavorite: boolean;
      id: string;
      name: string;
      hebName: string | null;
      group: string;
      shu: string;
      shuMin: number;
      shuMax: number | null;
      description: string | null;
      hebDescription: string | null;
      origin: string | null;
      hebOrigin: string | null;
      growingTime: string | null;
      difficulty: string;
    }>;
  };
};

export type PepperCardFieldsFragment = {
  __typename: 'Pepper';
  id: string;
  name: string;
  hebName: string | null;
  group: string;
  shu: string;
  shuMin: number;
  shuMax: number | null;
  description: string | null;
  hebDescription: string | null;
  origin: string | null;
  hebOrigin: string | null;
  growingTime: string | null;
  difficulty: string;
};

export type PepperDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type PepperDetailsQuery = {
  __typename: 'Query';
  pepper: {
    __typename: 'Pepper';
    flavor: string | null;
    hebFlavor: string | null;
    heatLevel: string | null;
    color: string | null;
    shape: string | null;
    img: string | null;
    imageSrcSet: string | null;
    views: number;
    likes: number;
    lastUpdated: string;
    isFeatured: boolean;
    likedByMe: boolean;
    isFavorite: boolean;
    id: string;
    name: string;
    hebName: string | null;
    group: string;
    shu: string;
    shuMin: number;
    shuMax: number | null;
    description: string | null;
    hebDescription: string | null;
    origin: string | null;
    hebOrigin: string | null;
    growingTime: string | null;
    difficulty: string;
  };
};

export type PepperStatsQueryVariables = Exact<{ [key: string]: never }>;

export type PepperStatsQuery = {
  __typename: 'Query';
  pepperStats: {
    __typename: 'PepperStats';
    total: number;
    byHeatLevel: Array<{ __typename: 'FacetCount'; value: string; count: number }>;
    byOrigin: Array<{ __typename: 'FacetCount'; value: string; count: number; hebValue: string | null }>;
    byGroup: Array<{ __typename: 'FacetCount'; value: string; count: number }>;
    byColor: Array<{ __typename: 'FacetCount'; value: string; count: number }>;
    byShape: Array<{ __typename: 'FacetCount'; value: string; count: number }>;
  };
};

export type PeppersQueryVariables = Exact<{
  search?: string | null | undefined;
  skip: number;
  take: number;
}>;

export type PeppersQuery = {
  __typename: 'Query';
  peppers: {
    __typename: 'PepperList';
    totalItems: number;
    items: Array<{
      __typename: 'Pepper';
      id: string;
      name: string;
      hebName: string | null;
      group: string;
      shu: string;
      shuMin: number;
      shuMax: number | null;
      description: string | null;
      hebDescription: string | null;
      origin: string | null;
      hebOrigin: string | null;
      growingTime: string | null;
      difficulty: string;
    }>;
  };
};

export type ToggleFavoriteMutationVariables = Exact<{
  id: string | number;
}>;

export type ToggleFavoriteMutation = { __typename: 'Mutation'; toggleFavorite: boolean };

export type TogglePepperLikeMutationVariables = Exact<{
  id: string | number;
}>;

export type TogglePepperLikeMutation = {
  __typename: 'Mutation';
  togglePepperLike: { __typename: 'PepperLikeResult'; liked: boolean; likes: number };
};

export type ViewPepperMutationVariables = Exact<{
  id: string | number;
}>;

export type ViewPepperMutation = { __typename: 'Mutation'; viewPepper: number };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;

export type ChangePasswordMutation = {
  __typename: 'Mutation';
  changePassword: {
    __typename: 'AuthPayload';
    accessToken: string;
    user: {
      __typename: 'User';
      bio: string | null;
      joinDate: string;
      postsCount: number;
      id: string;
      username: string;
      email: string | null;
      firstName: string;
      lastName: string;
      avatar: string | null;
      role: UserRole;
      isActive: boolean;
      emailVerified: boolean | null;
    };
  };
};

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;

export type UpdateProfileMutation = {
  __typename: 'Mutation';
  updateProfile: {
    __typename: 'User';
    bio: string | null;
    joinDate: string;
    postsCount: number;
    id: string;
    username: string;
    email: string | null;
    firstName: string;
    lastName: string;
    avatar: string | null;
    role: UserRole;
    isActive: boolean;
    emailVerified: boolean | null;
  };
};

export const AdminUserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const ReportFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Report' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolutionNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reporter' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topic' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportFieldsFragment, unknown>;
export const SiteSettingsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SiteSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SiteSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'commentsPerPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passwordMinLength' } },
          { kind: 'Field', name: { kind: 'Name', value: 'loginAttemptLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerification' } },
          { kind: 'Field', name: { kind: 'Name', value: 'captcha' } },
          { kind: 'Field', name: { kind: 'Name', value: 'twoFactor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SiteSettingsFieldsFragment, unknown>;
export const AdminPepperFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminPepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminPepperFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const AccountFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountFieldsFragment, unknown>;
export const GuideFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GuideFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Guide' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebBody' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GuideFieldsFragment, unknown>;
export const NewsEventFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NewsEventFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsEvent' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attendees' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewsEventFieldsFragment, unknown>;
export const RecipeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'servings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ingredients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebIngredients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'steps' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebSteps' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecipeFieldsFragment, unknown>;
export const CommentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentFieldsFragment, unknown>;
export const TopicFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopicFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Topic' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopicFieldsFragment, unknown>;
export const PepperCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PepperCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PepperCardFieldsFragment, unknown>;
export const CataloguePepperFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CataloguePepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PepperCardFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PepperCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CataloguePepperFieldsFragment, unknown>;
export const AdminUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUserQuery, AdminUserQueryVariables>;
export const AdminUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRole' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isActive' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortBy' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserSortBy' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SortOrder' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isActive' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isActive' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortBy' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortBy' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const CreateUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateUserInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const DeleteUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteUser' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const SetUserActiveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetUserActive' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isActive' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setUserActive' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isActive' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isActive' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const SetUserRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetUserRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRole' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setUserRole' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetUserRoleMutation, SetUserRoleMutationVariables>;
export const AuditLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuditLog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'auditLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'actor' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const DashboardStatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardStats' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dashboardStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'users' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeUsers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'peppers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activePeppers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openReports' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recentActivity' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'topicId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardStatsQuery, DashboardStatsQueryVariables>;
export const ModerationTopicsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ModerationTopics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topics' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'sortBy' }, value: { kind: 'EnumValue', value: 'date' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'sortOrder' }, value: { kind: 'EnumValue', value: 'desc' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'topics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopicFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pinnedTopics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopicFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stats' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'totalTopics' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopicFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Topic' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerationTopicsQuery, ModerationTopicsQueryVariables>;
export const ReportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Reports' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportStatus' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Report' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolutionNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reporter' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topic' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportsQuery, ReportsQueryVariables>;
export const ResetSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SiteSettingsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SiteSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SiteSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'commentsPerPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passwordMinLength' } },
          { kind: 'Field', name: { kind: 'Name', value: 'loginAttemptLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerification' } },
          { kind: 'Field', name: { kind: 'Name', value: 'captcha' } },
          { kind: 'Field', name: { kind: 'Name', value: 'twoFactor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetSettingsMutation, ResetSettingsMutationVariables>;
export const ResolveReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResolveReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resolveReport' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Report' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolutionNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reporter' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topic' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResolveReportMutation, ResolveReportMutationVariables>;
export const ReviewReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReviewReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewReport' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Report' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolutionNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reporter' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topic' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReviewReportMutation, ReviewReportMutationVariables>;
export const SiteSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SiteSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SiteSettingsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SiteSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SiteSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'commentsPerPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passwordMinLength' } },
          { kind: 'Field', name: { kind: 'Name', value: 'loginAttemptLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerification' } },
          { kind: 'Field', name: { kind: 'Name', value: 'captcha' } },
          { kind: 'Field', name: { kind: 'Name', value: 'twoFactor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const UpdateSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SettingsInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SiteSettingsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SiteSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SiteSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'commentsPerPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passwordMinLength' } },
          { kind: 'Field', name: { kind: 'Name', value: 'loginAttemptLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerification' } },
          { kind: 'Field', name: { kind: 'Name', value: 'captcha' } },
          { kind: 'Field', name: { kind: 'Name', value: 'twoFactor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const AdminPepperDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminPepper' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pepper' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminPepperFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminPepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminPepperQuery, AdminPepperQueryVariables>;
export const AdminPepperListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminPepperList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'groups' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'featured' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PepperStatus' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortBy' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PepperSortBy' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SortOrder' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peppers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'groups' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'groups' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'featured' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'featured' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortBy' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortBy' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminPepperFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminPepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminPepperListQuery, AdminPepperListQueryVariables>;
export const BulkDeletePeppersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BulkDeletePeppers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkDeletePeppers' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'applied' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'results' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkDeletePeppersMutation, BulkDeletePeppersMutationVariables>;
export const BulkSetPepperStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BulkSetPepperStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PepperStatusAction' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkSetPepperStatus' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'action' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'applied' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'results' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkSetPepperStatusMutation, BulkSetPepperStatusMutationVariables>;
export const CreatePepperDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePepper' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PepperInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPepper' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminPepperFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminPepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePepperMutation, CreatePepperMutationVariables>;
export const DeletePepperDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePepper' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePepper' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePepperMutation, DeletePepperMutationVariables>;
export const DeletePepperImageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePepperImage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePepperImage' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'img' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePepperImageMutation, DeletePepperImageMutationVariables>;
export const RestorePepperDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RestorePepper' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restorePepper' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminPepperFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminPepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestorePepperMutation, RestorePepperMutationVariables>;
export const SetPepperStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetPepperStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PepperStatusAction' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setPepperStatus' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'action' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetPepperStatusMutation, SetPepperStatusMutationVariables>;
export const UpdatePepperDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePepper' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePepperInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePepper' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminPepperFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminPepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePepperMutation, UpdatePepperMutationVariables>;
export const AccountSecurityPolicyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountSecurityPolicy' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountSecurityPolicy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'emailVerification' } },
                { kind: 'Field', name: { kind: 'Name', value: 'captcha' } },
                { kind: 'Field', name: { kind: 'Name', value: 'twoFactor' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountSecurityPolicyQuery, AccountSecurityPolicyQueryVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Register' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegisterInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'register' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResendVerificationEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendVerificationEmail' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'resendVerificationEmail' } }] },
    },
  ],
} as unknown as DocumentNode<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const VerifyEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const GuidesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Guides' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'guides' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GuideFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GuideFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Guide' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebBody' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GuidesQuery, GuidesQueryVariables>;
export const NewsEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NewsEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newsEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NewsEventFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NewsEventFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsEvent' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attendees' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewsEventsQuery, NewsEventsQueryVariables>;
export const RecipesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Recipes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recipes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecipeFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'servings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ingredients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebIngredients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'steps' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebSteps' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecipesQuery, RecipesQueryVariables>;
export const AddCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddCommentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topicId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'replies' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const CreateTopicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateTopic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateTopicInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTopic' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopicFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopicFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Topic' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTopicMutation, CreateTopicMutationVariables>;
export const DeleteCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteComment' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const DeleteTopicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteTopic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTopic' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteTopicMutation, DeleteTopicMutationVariables>;
export const EditCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editComment' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditCommentMutation, EditCommentMutationVariables>;
export const ForumCategoryStatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ForumCategoryStats' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categoryStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ForumCategoryStatsQuery, ForumCategoryStatsQueryVariables>;
export const IncrementTopicViewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'IncrementTopicViews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'incrementTopicViews' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IncrementTopicViewsMutation, IncrementTopicViewsMutationVariables>;
export const LockTopicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LockTopic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lockTopic' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LockTopicMutation, LockTopicMutationVariables>;
export const PinTopicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PinTopic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pinTopic' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PinTopicMutation, PinTopicMutationVariables>;
export const ReportContentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReportContent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportContentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportContent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportContentMutation, ReportContentMutationVariables>;
export const ToggleCommentLikeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ToggleCommentLike' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toggleCommentLike' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'liked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleCommentLikeMutation, ToggleCommentLikeMutationVariables>;
export const ToggleTopicLikeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ToggleTopicLike' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toggleTopicLike' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'liked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleTopicLikeMutation, ToggleTopicLikeMutationVariables>;
export const TopicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Topic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topic' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopicFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopicFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Topic' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopicQuery, TopicQueryVariables>;
export const TopicCommentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TopicComments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topic' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'commentsCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comments' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'page' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'topicId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'author' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'replies' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'topicId' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'author' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'perPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopicCommentsQuery, TopicCommentsQueryVariables>;
export const TopicsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Topics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TopicCategory' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortBy' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TopicSortBy' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SortOrder' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topics' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortBy' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortBy' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'topics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopicFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pinnedTopics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopicFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stats' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'totalTopics' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalViews' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalComments' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopicFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Topic' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopicsQuery, TopicsQueryVariables>;
export const UnlockTopicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnlockTopic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unlockTopic' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnlockTopicMutation, UnlockTopicMutationVariables>;
export const UnpinTopicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnpinTopic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unpinTopic' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnpinTopicMutation, UnpinTopicMutationVariables>;
export const UpdateTopicDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTopic' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateTopicInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTopic' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopicFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopicFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Topic' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTopicMutation, UpdateTopicMutationVariables>;
export const HomeContentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeContent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newsEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NewsEventFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recipes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecipeFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'guides' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GuideFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NewsEventFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsEvent' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attendees' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'servings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ingredients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebIngredients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'steps' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebSteps' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GuideFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Guide' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebBody' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeContentQuery, HomeContentQueryVariables>;
export const HottestPeppersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HottestPeppers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hottestPeppers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PepperCardFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PepperCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HottestPeppersQuery, HottestPeppersQueryVariables>;
export const AddFavoritesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddFavorites' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addFavorites' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddFavoritesMutation, AddFavoritesMutationVariables>;
export const CataloguePeppersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CataloguePeppers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'heatLevels' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'groups' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'origins' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'colors' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shapes' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'featured' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'favoritesOnly' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortBy' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PepperSortBy' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SortOrder' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peppers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'heatLevels' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'heatLevels' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'groups' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'groups' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'origins' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'origins' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'colors' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'colors' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'shapes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shapes' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'featured' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'featured' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'favoritesOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'favoritesOnly' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortBy' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortBy' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CataloguePepperFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PepperCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CataloguePepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PepperCardFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CataloguePeppersQuery, CataloguePeppersQueryVariables>;
export const ComparePeppersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ComparePeppers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peppers' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CataloguePepperFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PepperCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CataloguePepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PepperCardFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ComparePeppersQuery, ComparePeppersQueryVariables>;
export const PepperDetailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PepperDetails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pepper' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CataloguePepperFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PepperCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CataloguePepperFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PepperCardFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebFlavor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heatLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'img' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageSrcSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFeatured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PepperDetailsQuery, PepperDetailsQueryVariables>;
export const PepperStatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PepperStats' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pepperStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byHeatLevel' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byOrigin' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hebValue' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byGroup' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byColor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byShape' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PepperStatsQuery, PepperStatsQueryVariables>;
export const PeppersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Peppers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peppers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'take' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'take' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PepperCardFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PepperCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Pepper' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'origin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hebOrigin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growingTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PeppersQuery, PeppersQueryVariables>;
export const ToggleFavoriteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ToggleFavorite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toggleFavorite' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleFavoriteMutation, ToggleFavoriteMutationVariables>;
export const TogglePepperLikeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TogglePepperLike' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'togglePepperLike' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'liked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TogglePepperLikeMutation, TogglePepperLikeMutationVariables>;
export const ViewPepperDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ViewPepper' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewPepper' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewPepperMutation, ViewPepperMutationVariables>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangePasswordInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'joinDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postsCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
