import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '@pepper-atlas/domain';

// The REST answers of /api/users (docs/rest-api.md) as OpenAPI schemas; the mappers in user.rest.ts
// return these types, so the compiler holds the document to what the routes answer.

export class RestUser {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() username: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ description: 'false: blocked' }) isActive: boolean;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The address of the uploaded avatar (160 px), or null' }) avatar: string | null;
  @ApiProperty({ format: 'date-time' }) joinDate: string;
  @ApiProperty({ type: 'integer' }) postsCount: number;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'A new address waiting for its confirmation link' }) pendingEmail: string | null;
  @ApiProperty() twoFactorEnabled: boolean;
}

export class RestTokens {
  @ApiProperty({ description: 'Send as `Authorization: Bearer <accessToken>`' }) accessToken: string;
}

/** Sign-in, two-factor sign-in, registration and password reset. */
export class RestSession {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: RestUser }) user: RestUser;
  @ApiProperty({ type: RestTokens }) tokens: RestTokens;
}

export class UserAnswer {
  @ApiProperty({ type: RestUser }) user: RestUser;
}

export class SuccessUserAnswer {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: RestUser }) user: RestUser;
}

export class UserListAnswer {
  @ApiProperty({ type: [RestUser] }) users: RestUser[];
  @ApiProperty({ type: 'integer', description: 'All matches, beyond this page' }) total: number;
}

export class UserStatsAnswer {
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) active: number;
  @ApiProperty({ type: 'integer' }) blocked: number;
  @ApiProperty({ type: 'integer' }) admins: number;
  @ApiProperty({ type: 'integer' }) moderators: number;
  @ApiProperty({ type: 'integer' }) users: number;
  @ApiProperty({ type: 'integer' }) newLast30Days: number;
}

export class ChangePasswordAnswer {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
  @ApiProperty({ type: RestTokens, description: 'A new token: older ones stop working' }) tokens: RestTokens;
}

export class ImageUrl {
  @ApiProperty() url: string;
}

export class AvatarAnswer {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: ImageUrl }) image: ImageUrl;
  @ApiProperty({ type: RestUser }) user: RestUser;
}

export class CaptchaChallengeAnswer {
  @ApiProperty({ description: 'SHA-256 of `challenge:solution` must start with `difficulty` zero bits' }) challenge: string;
  @ApiProperty({ type: 'integer' }) difficulty: number;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
}
