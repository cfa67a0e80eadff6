import { Stack } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Milestone } from '@ventura/shared';
import { useState } from 'react';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { toConfirmQuery } from '../api.ts';
import { MilestoneList } from './milestone-list.tsx';
import { ReviewModal } from './review-modal.tsx';

/** The completed milestones the caller confirms, the longest waiting first, each with its evidence. */
export function ToConfirm() {
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<Milestone | null>(null);
  const waiting = useQuery(toConfirmQuery(page));
  return (
    <>
      <QueryView query={waiting} errorTitle="The milestones to confirm could not be loaded" loadingHeight={200}>
        {(found) =>
          found.items.length === 0 ? (
            <EmptyResults
              icon={<IconChecklist size={26} />}
              title="Nothing to confirm"
              hint="When a startup completes a milestone you confirm, it shows here with its evidence."
            />
          ) : (
            <Stack gap="sm">
              <MilestoneList
                milestones={found.items}
                label="Milestones to confirm"
                showStartup
                onReview={setReviewing}
                paging={{ total: found.total, page, onPage: setPage }}
              />
            </Stack>
          )
        }
      </QueryView>
      <ReviewModal milestone={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
