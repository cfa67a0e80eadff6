import { Anchor, Avatar, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountTypeLabels, type WishlistEntry } from '@ventura/shared';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { publicProfilePath } from '../../../core/profile-path.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { useRemoveFromWishlist, wishlistPageSize, wishlistQuery } from '../api.ts';
import { wishlistPaths } from '../paths.ts';

function Entry({ entry }: { entry: WishlistEntry }) {
  const remove = useRemoveFromWishlist();
  const { person } = entry;
  const profile = person.profileUuid ? publicProfilePath(entry.userAccountType, person.profileUuid) : '';
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={person.name}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={person.avatar} alt="" radius="xl" />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {profile ? (
                <Anchor component={Link} to={profile} inherit>
                  {person.name}
                </Anchor>
              ) : (
                person.name
              )}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {[accountTypeLabels[entry.userAccountType], person.organizationName].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          {entry.connected && person.profileUuid ? (
            <Button
              component={Link}
              to={wishlistPaths.book(person.profileUuid)}
              size="xs"
              aria-label={`Request a meeting with ${person.name}`}
            >
              Request a meeting
            </Button>
          ) : profile ? (
            <Button
              component={Link}
              to={profile}
              size="xs"
              variant="default"
              aria-label={`View the profile of ${person.name}`}
            >
              View profile
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            aria-label={`Remove ${person.name} from your wishlist`}
            onClick={() =>
              remove.mutate(entry.id, {
                onSuccess: () => notify.success(`${person.name} is off your wishlist`),
                onError: (error) => notify.error(errorText(error, 'Could not remove from your wishlist')),
              })
            }
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** /calender/wishlist: the people I want to meet, with a meeting to request when we are connected. */
export function WishlistPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const wishlist = useQuery(wishlistQuery(page));
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>People I want to meet</Title>
        <PagedList
          query={wishlist}
          what="your wishlist"
          empty="Nobody on your wishlist yet. Add people from their profiles."
          pageSize={wishlistPageSize}
          paging={{ label: 'Wishlist pages', page, onPage: (next) => setParams({ page: String(next) }) }}
        >
          {(data) => (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Wishlist">
              {data.items.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
    </Container>
  );
}
