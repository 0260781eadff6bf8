import { useId, useRef, useState, type ChangeEvent } from 'react';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES, type UserProfile } from 'contracts/src/account/profile';
import { Button, isApiError, toast } from 'shared-ui';
import { profileRequests } from '../profile/profileRequests';
import styles from './ProfilePhoto.module.css';

export const PHOTO_MESSAGES = {
  noFile: 'No file selected. Please try again.',
  uploaded: 'Image uploaded successfully!',
  failed: 'Failed to upload image. Please try again.',
} as const;

/** The profile photo at 160 px, with a chooser and an upload button (JPEG, PNG or WebP up to 2 MB). */
export function ProfilePhoto({ profile, onUploaded }: { profile: UserProfile; onUploaded: (url: string) => void }) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0] ?? null);
    setProblem(null);
  }

  async function upload() {
    if (!file) {
      toast.error(PHOTO_MESSAGES.noFile);
      return;
    }
    // Said at once rather than after sending 2 MB; the server checks again whatever happens here.
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setProblem('The photo is larger than 2 MB. Please choose a smaller one.');
      toast.error(PHOTO_MESSAGES.failed);
      return;
    }
    setUploading(true);
    try {
      const answer = await profileRequests.uploadPhoto(file);
      onUploaded(answer.data.file_url);
      setFile(null);
      setProblem(null);
      if (inputRef.current) inputRef.current.value = '';
      toast.success(PHOTO_MESSAGES.uploaded);
    } catch (error) {
      setProblem(isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null);
      toast.error(PHOTO_MESSAGES.failed);
    } finally {
      setUploading(false);
    }
  }

  const initials = (profile.name || profile.email).trim().slice(0, 1).toUpperCase();
  return (
    <div className={styles.photo}>
      {profile.profile_pic ? (
        // eslint-disable-next-line jsx-a11y/img-redundant-alt -- "photo" names which picture of the shopper this is
        <img className={styles.image} src={profile.profile_pic} alt="Your profile photo" width={160} height={160} />
      ) : (
        <div className={styles.placeholder} role="img" aria-label="No profile photo yet">
          {initials}
        </div>
      )}
      <div className={styles.controls}>
        <label htmlFor={inputId}>Choose a photo</label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PROFILE_PHOTO_TYPES.join(',')}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          onChange={choose}
        />
        <p id={hintId} className={styles.hint}>
          JPEG, PNG or WebP, up to 2 MB.{problem ? <span role="alert"> {problem}</span> : null}
        </p>
        <Button variant="secondary" onClick={() => void upload()} loading={uploading}>
          Upload Photo
        </Button>
      </div>
    </div>
  );
}
