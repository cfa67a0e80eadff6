import { Badge, Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { alreadyOnWishlistReason, type PublicProfile } from '@ventura/shared';
import { useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSessionUser } from '../../../core/session.ts';
import { addToWishlist } from '../add.ts';

export const addFailedText = 'Error while adding to wishlist!';
export const addedText = 'Added to your wishlist';

/**
 * 'Add to wishlist' on another member's public profile, by the profile's uuid. The profile does not say
 * whether it is on the list already: after adding (or when the server answers that it is there) the
 * button becomes 'On your wishlist'. Any other refusal (a full wishlist) is told in the server's words.
 */
export function ProfileWishlistButton({ profile }: { profile: PublicProfile }) {
  const user = useSessionUser();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  if (!user || user.uuid === profile.uuid || profile.viewer === 'owner' || profile.viewer === 'anonymous') return null;

  if (state === 'added') {
    return (
      <Badge size="xl" variant="light" radius="sm" tt="none" leftSection={<IconHeartFilled size={16} aria-hidden />}>
        On your wishlist
      </Badge>
    );
  }

  const add = () => {
    setState('adding');
    addToWishlist(profile.uuid, profile.accountType)
      .then(() => {
        setState('added');
        notify.success(addedText);
      })
      .catch((error: unknown) => {
        // On the list already, which is what was asked for.
        if (error instanceof ApiError && error.reason === alreadyOnWishlistReason) {
          setState('added');
          return;
        }
        setState('idle');
        notify.error(error instanceof ApiError && error.status === 409 ? errorText(error) : addFailedText);
      });
  };

  return (
    <Button
      variant="default"
      leftSection={<IconHeart size={16} aria-hidden />}
      onClick={add}
      loading={state === 'adding'}
    >
      Add to wishlist
    </Button>
  );
}
