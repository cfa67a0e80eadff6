import type { Profile } from '@ventura/shared';
import { ImageUploadCard } from '../../../ui/image-upload.tsx';
import { useUploadAvatar } from '../api.ts';

/** The person's photo (POST users/upload/avatar), shown in the header menu and beside their posts. */
export function AvatarSection({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  return (
    <ImageUploadCard
      title="Photo"
      noun="photo"
      use="It shows beside your name in menus, lists and messages."
      src={profile.avatar}
      name={profile.name}
      radius="xl"
      canUpload
      pending={upload.isPending}
      upload={(file, handlers) => upload.mutate(file, handlers)}
      savedText="Photo updated"
      failedText="Error while uploading photo!"
    />
  );
}
