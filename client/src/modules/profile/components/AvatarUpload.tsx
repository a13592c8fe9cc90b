import { useApolloClient, useMutation } from '@apollo/client/react';
import { validateImageFile } from '@pepper-atlas/domain';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_REQUEST_TIMEOUT_MS } from '@/core/apollo/timeoutLink';
import { type AccountFieldsFragment, RemoveAvatarDocument } from '@/generated/graphql';
import { ImageUploadError, uploadImage } from '@/modules/admin/peppers/utils/uploadImage';
import { getAuthToken, updateSessionUser } from '@/core/session/sessionStore';
import { avatarImage } from '@/modules/ui/components/Avatar';

/** The server's avatar route: multipart with the field `avatar`. */
export const AVATAR_UPLOAD_PATH = '/api/users/avatar';

/**
 * Choose, replace or remove the signed-in member's picture. The server checks it by content and
 * crops it square; the header, topics and comments show it at once (cache and session updated).
 */
export function AvatarUpload({ user }: { user: AccountFieldsFragment }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const client = useApolloClient();
  const [removeAvatar, removal] = useMutation(RemoveAvatarDocument);
  const inputRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failedFile, setFailedFile] = useState<File | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const show = (avatar: string | null) => {
    client.cache.modify({ id: client.cache.identify(user), fields: { avatar: () => avatar } });
    updateSessionUser({ ...user, avatar });
  };

  const send = async (file: File) => {
    const problem = validateImageFile(file);
    if (problem) {
      setError(t(problem === 'imageTooLarge' ? 'avatar.tooLarge' : 'avatar.invalidType'));
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setError(null);
    setFailedFile(null);
    setProgress(0);
    try {
      const { url } = await uploadImage(file, {
        token: getAuthToken(),
        path: AVATAR_UPLOAD_PATH,
        field: 'avatar',
        requestTimeoutMs: USER_REQUEST_TIMEOUT_MS,
        onProgress: setProgress,
        signal: controller.signal,
      });
      show(url);
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      const failure = caught instanceof ImageUploadError ? caught : null;
      const key = failure?.fields.avatar;
      if (key === 'imageInvalidType' || key === 'imageTooLarge') setError(t(key === 'imageTooLarge' ? 'avatar.tooLarge' : 'avatar.invalidType'));
      else if (failure?.timedOut) setError(tErrors('timeout'));
      else if (failure?.status === 0) setError(tErrors('network'));
      else setError(t('avatar.failed'));
      // Time-outs and lost connections are worth another try with the same picture.
      if (failure && (failure.timedOut || failure.status === 0)) setFailedFile(file);
    } finally {
      controllerRef.current = null;
      setProgress(null);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) void send(file);
  };

  const handleRemove = async () => {
    setError(null);
    try {
      const { data } = await removeAvatar();
      if (data) show(data.removeAvatar.avatar ?? null);
    } catch {
      setError(t('avatar.failed'));
    }
  };

  const uploading = progress !== null;
  const hasPicture = avatarImage(user.avatar, 'large') !== null;
  return (
    <div className="avatar-upload">
      <input
        ref={inputRef}
        id="avatar-file"
        type="file"
        // The button below opens it; named for assistive technology, out of the tab order.
        aria-label={t('avatar.choose')}
        tabIndex={-1}
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="visually-hidden"
        onChange={handleChange}
        disabled={uploading}
      />
      <div className="avatar-upload__actions">
        <button type="button" className="button button--secondary" onClick={() => inputRef.current?.click()} disabled={uploading} aria-busy={uploading}>
          {uploading ? t('avatar.uploading', { percent: progress }) : hasPicture ? t('avatar.change') : t('avatar.choose')}
        </button>
        {hasPicture && !uploading && (
          <button type="button" className="button button--ghost" onClick={() => void handleRemove()} disabled={removal.loading}>
            {t('avatar.remove')}
          </button>
        )}
      </div>
      <p className="avatar-upload__hint">{t('avatar.hint')}</p>
      {uploading && <progress className="avatar-upload__progress" max={100} value={progress} aria-label={t('avatar.progress')} />}
      {error && (
        <p className="avatar-upload__error" role="alert">
          {error}{' '}
          {failedFile && (
            <button type="button" className="button button--ghost" onClick={() => void send(failedFile)}>
              {tCommon('actions.retry')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
