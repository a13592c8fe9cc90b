import { uploadedAvatarId } from '@pepper-atlas/domain';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import type { UploadsService } from '../uploads/uploads.service.js';

/**
 * The avatar a profile update (the member's own, or an admin's) may store: nothing (null), or the address the server
 * issued when this member uploaded their picture (POST /api/users/avatar stores it as their avatar; its files must
 * still be there). Anything else (javascript:, data:, remote addresses, paths that climb out of /uploads, another
 * member's upload, emoji) is BAD_USER_INPUT: the field is shown to every visitor.
 */
export async function checkedAvatar(value: string | null | undefined, current: string | null, uploads: UploadsService): Promise<string | null> {
  const avatar = value?.trim() || null;
  if (avatar === null) return null;
  if (avatar === current && uploadedAvatarId(avatar) && (await uploads.isStoredAvatar(avatar))) return avatar;
  throw new AppError(ErrorCode.BAD_USER_INPUT, 'Upload the avatar with POST /api/users/avatar', { fields: { avatar: 'imageInvalidType' } });
}
