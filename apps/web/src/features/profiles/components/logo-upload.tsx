import { isDirectoryType, type OwnProfile, type ProfileTypeDef } from '@ventura/shared';
import { ImageUploadCard } from '../../../ui/image-upload.tsx';
import { useUploadLogo } from '../api.ts';

type Props = { def: ProfileTypeDef; profile: OwnProfile; profileUuid: string };

/** The spec's text when a logo upload fails without a reason of its own (calls 8). */
export const logoFailedText = 'Error while uploading logo!';

/** The profile's logo on its main section page (spec: one file sent as form data). */
export function LogoUpload({ def, profile, profileUuid }: Props) {
  const upload = useUploadLogo(def, profileUuid);
  return (
    <ImageUploadCard
      title="Logo"
      noun="logo"
      use={
        isDirectoryType(def.type)
          ? 'It shows on your profile and in directories.'
          : 'Employers you apply to see it with your application.'
      }
      src={profile.logo}
      name={profile.name}
      radius="md"
      canUpload={profile.can.uploadLogo}
      pending={upload.isPending}
      upload={(file, handlers) => upload.mutate(file, handlers)}
      savedText="Logo updated"
      failedText={logoFailedText}
    />
  );
}
