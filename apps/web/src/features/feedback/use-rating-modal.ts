import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ratingKindOf, ratingModalParam } from './reactions.ts';

/**
 * The rating modal of the shell: opened from the profile menu, or by `?rating-modal` on a signed-in
 * page. Closing it takes the parameter out of the address, so a reload or Back does not reopen it.
 */
export const useRatingModal = (signedIn: boolean) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const [overallOpen, setOverallOpen] = useState(false);
  const kind = ratingKindOf({ signedIn, search: searchParams, overallOpen });
  return {
    kind,
    openOverall: () => setOverallOpen(true),
    close: () => {
      setOverallOpen(false);
      if (!searchParams.has(ratingModalParam)) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(ratingModalParam);
          return next;
        },
        { replace: true },
      );
    },
  };
};
