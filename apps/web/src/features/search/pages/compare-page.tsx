import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Center,
  CloseButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconScale } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { compareLimit, directories, type PublicProfile } from '@ventura/shared';
import { type ReactNode, useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCountries } from '../../../api/countries.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { compareQuery, termsQuery } from '../api.ts';
import {
  type CompareCell,
  type CompareNames,
  compareCell,
  compareRows,
  idsFromParam,
  placeText,
  taxonomiesOf,
} from '../compare.ts';
import {
  type CompareKind,
  compareDirectoryOf,
  compareKindLabels,
  compareStore,
  isCompareKind,
  useCompareList,
} from '../compare-list.ts';
import { searchPaths } from '../paths.ts';
import classes from '../search.module.css';
import { useDirectoryAccess } from '../use-directory-access.ts';

/** Widths of the label column and of each profile's, in pixels: a phone scrolls the table sideways. */
const labelWidth = 150;
const columnWidth = 220;

/** The names of the codes the rows show, as their lists arrive. */
const useCompareNames = (rows: ReturnType<typeof compareRows>): CompareNames => {
  const countries = useCountries();
  const kinds = taxonomiesOf(rows);
  const terms = useQueries({
    queries: kinds.map((kind) => termsQuery(kind)),
    combine: (results) => {
      const names = new Map<string, string>();
      results.forEach((result, index) => {
        for (const term of result.data ?? []) names.set(`${kinds[index]}:${term.code}`, term.name);
      });
      return names;
    },
  });
  const countryNames = useMemo(
    () => new Map((countries.data ?? []).map((country) => [country.isoCode, country.name])),
    [countries.data],
  );
  return {
    term: (taxonomy, code) => terms.get(`${taxonomy}:${code}`),
    country: (code) => countryNames.get(code),
  };
};

function Cell({ cell }: { cell: CompareCell }) {
  if (cell.kind === 'none') {
    return (
      <Text c="dimmed" size="sm">
        <span aria-hidden>—</span>
        <VisuallyHidden>Not given</VisuallyHidden>
      </Text>
    );
  }
  if (cell.kind === 'text') return <Text size="sm">{cell.text}</Text>;
  return (
    <Group gap={4}>
      {cell.items.map((item) => (
        <Badge key={item} variant="light" radius="sm" tt="none" size="sm">
          {item}
        </Badge>
      ))}
    </Group>
  );
}

function EmptyCompare({ kind }: { kind: CompareKind }) {
  const { plural } = compareKindLabels[kind];
  const slug = directories[compareDirectoryOf[kind]].slug;
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" ta="center" maw={420}>
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconScale size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          Nothing to compare yet
        </Title>
        <Text c="dimmed" size="sm">
          Choose “Add to compare” on up to {compareLimit} {plural} to see them side by side.
        </Text>
        <Button component={Link} to={searchPaths.directory(slug)} variant="light" mt="xs">
          Browse {plural}
        </Button>
      </Stack>
    </Center>
  );
}

type TableProps = { kind: CompareKind; profiles: PublicProfile[]; onRemove: (uuid: string) => void };

function CompareTable({ kind, profiles, onRemove }: TableProps) {
  const type = compareDirectoryOf[kind];
  const rows = compareRows(type, profiles);
  const names = useCompareNames(rows);
  const row = (label: string, cells: ReactNode[]) => (
    <Table.Tr key={label}>
      <Table.Th scope="row">{label}</Table.Th>
      {cells.map((cell, index) => (
        <Table.Td key={profiles[index]?.uuid ?? index}>{cell}</Table.Td>
      ))}
    </Table.Tr>
  );
  return (
    <Paper withBorder radius="lg" className={classes.compareScroll} tabIndex={0} aria-label="Comparison table">
      <Table
        className={classes.compareTable}
        miw={labelWidth + profiles.length * columnWidth}
        verticalSpacing="sm"
        horizontalSpacing="md"
        withColumnBorders
      >
        <caption className={classes.srOnly}>{profiles.map((profile) => profile.name).join(', ')} side by side</caption>
        <colgroup>
          <col style={{ width: labelWidth }} />
          {profiles.map((profile) => (
            <col key={profile.uuid} style={{ width: columnWidth }} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="row">
              <VisuallyHidden>Profile</VisuallyHidden>
            </Table.Th>
            {profiles.map((profile) => (
              <Table.Th key={profile.uuid} scope="col">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Avatar
                      src={profile.logo ?? profile.avatar}
                      name={profile.name}
                      color="initials"
                      variant="filled"
                      radius="md"
                      size={48}
                      alt=""
                    />
                    <CloseButton
                      aria-label={`Remove ${profile.name} from compare`}
                      onClick={() => onRemove(profile.uuid)}
                    />
                  </Group>
                  <Anchor component={Link} to={profile.profileUrl} fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {profile.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" fw={400}>
                    {profile.label}
                  </Text>
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {row(
            'Tagline',
            profiles.map((profile) => (
              <Cell
                key={profile.uuid}
                cell={profile.tagline ? { kind: 'text', text: profile.tagline } : { kind: 'none' }}
              />
            )),
          )}
          {row(
            'Location',
            profiles.map((profile) => {
              const place = placeText(profile, names);
              return <Cell key={profile.uuid} cell={place ? { kind: 'text', text: place } : { kind: 'none' }} />;
            }),
          )}
          {rows.map((field) =>
            row(
              field.label,
              profiles.map((profile) => (
                <Cell key={profile.uuid} cell={compareCell(field, profile.values[field.key], names)} />
              )),
            ),
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * Profiles of one kind side by side, /search/compare/{startups|investors|corporates}?ids=... (the ids in
 * the address, so that the comparison can be shared; without them, this browser's compare list). Each
 * profile as this visitor may see it; remove one, or reset the list.
 */
export function ComparePage() {
  const { kind } = useParams();
  const tenant = useTenant();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const validKind = isCompareKind(kind) ? kind : 'startups';
  const stored = useCompareList(validKind);
  const ids = params.has('ids') ? idsFromParam(params.get('ids'), compareLimit) : stored.map((item) => item.uuid);
  const type = compareDirectoryOf[validKind];
  // Comparing is part of the directory: whoever may not search it is not asked for its profiles.
  const access = useDirectoryAccess(type);
  const compared = compareQuery(validKind, ids, user?.uuid ?? null);
  const profiles = useQuery({ ...compared, enabled: ids.length > 0 && access === 'open' });
  const { plural } = compareKindLabels[validKind];
  useDocumentTitle(`Compare ${plural} | ${tenant.name}`);

  if (!isCompareKind(kind) || !tenant.users[type]) return <Navigate to={paths.notFound} replace />;
  if (access === 'sign-in') {
    return (
      <SignInPrompt
        message={`Sign in to compare ${plural}`}
        intro={`The ${plural} of ${tenant.name} are open to its members.`}
      />
    );
  }
  if (access === 'closed') {
    return (
      <Stack gap="xs" maw={640} mx="auto" py="xl" ta="center">
        <Title order={1}>Compare {plural}</Title>
        <Text c="dimmed">
          Your profile cannot compare {plural} on {tenant.name}.
        </Text>
      </Stack>
    );
  }

  const remove = (uuid: string) => {
    compareStore().remove(validKind, uuid);
    const rest = ids.filter((id) => id !== uuid);
    setParams(rest.length > 0 ? { ids: rest.join(',') } : {}, { replace: true });
  };
  const reset = () => {
    compareStore().reset(validKind);
    navigate(searchPaths.directory(directories[type].slug));
  };
  // The server leaves out ids it does not know or the visitor may not see; the order is the list's.
  const shown = (profiles.data ?? [])
    .filter((profile) => ids.includes(profile.uuid))
    .sort((a, b) => ids.indexOf(a.uuid) - ids.indexOf(b.uuid));

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Anchor
            component={Link}
            to={searchPaths.directory(directories[type].slug)}
            size="sm"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
          >
            <IconArrowLeft size={14} aria-hidden /> Back to {plural}
          </Anchor>
          <Title order={1}>Compare {plural}</Title>
          <Text c="dimmed">
            Up to {compareLimit} {plural} side by side, as {tenant.name} shows them to you.
          </Text>
        </Stack>
        {ids.length > 0 ? (
          <Button variant="default" onClick={reset}>
            Reset compare list
          </Button>
        ) : null}
      </Group>
      {ids.length === 0 ? (
        <EmptyCompare kind={validKind} />
      ) : profiles.isPending ? (
        <Skeleton h={420} radius="lg" role="status" aria-label="Loading the comparison" />
      ) : profiles.isError ? (
        <LoadError
          title={`Error while fetching ${plural}!`}
          error={profiles.error}
          fallback="The comparison could not be loaded. Please try again."
          onRetry={() => void profiles.refetch()}
          retrying={profiles.isFetching}
        />
      ) : (
        <>
          {shown.length < ids.length ? (
            <Alert color="yellow" variant="light">
              {ids.length - shown.length === 1
                ? 'One profile is no longer available and is left out.'
                : `${ids.length - shown.length} profiles are no longer available and are left out.`}
            </Alert>
          ) : null}
          {shown.length > 0 ? <CompareTable kind={validKind} profiles={shown} onRemove={remove} /> : null}
          {shown.some((profile) => profile.withheld.length > 0) && !user ? (
            <Text size="sm" c="dimmed">
              Sign in to compare the details {tenant.name} shows to its members.
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
